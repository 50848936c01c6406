// A test file's own database. Every file starts from a copy of the run's empty template (./template-databases.ts);
// one with the demo seed starts from a copy of a template seeded at the file's clock start instead, which the first
// file that needs it seeds and publishes for the others. The seed took 2–4 CPU-seconds a file (some 6,000 rows and
// a throw-away certificate) in each of the two projects, and most files start their clocks at the run's default
// or at one date of their own.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { prepareData } from '../bootstrap';
import { type DatabaseOptions, openDatabase } from '../db/open';
import {
  copyDataDir,
  databaseUrl,
  newDatabaseName,
  type TemplateDatabase,
  withAdmin,
} from './template-databases';
import { testConfig } from './test-config';

export interface ThrowawayDatabase {
  /** A PGlite data folder, or 'memory://' when `url` names a PostgreSQL database. */
  dataDir: string;
  url: string | null;
  drop(): Promise<void>;
}

async function template(): Promise<TemplateDatabase | undefined> {
  // Imported here, not at the top: a server process of live/two-processes.test.ts runs outside Vitest and
  // imports the harness for testConfig, and 'vitest' refuses to load outside its runner.
  const { inject } = await import('vitest');
  return inject('templateDatabase');
}

/** Where a file's clock starts when it gives none: one reading for the whole run, so the files share a seed. */
export async function defaultClockStart(): Promise<Date> {
  const start = (await template())?.clockStart;
  return start ? new Date(start) : new Date();
}

/**
 * A database for one test file, dropped with `drop()`: demo-seeded at `seedAt` when given, else empty and migrated.
 * Without a template (a run that skipped the global setup), an in-memory PGlite, migrated and seeded when opened.
 */
export async function throwawayDatabase(seedAt: Date | null): Promise<ThrowawayDatabase> {
  const made = await template();
  if (!made) return { dataDir: 'memory://', url: null, drop: async () => {} };
  return made.backend === 'pglite' ? pgliteCopy(made.empty, seedAt) : postgresCopy(made.empty, seedAt);
}

/** Seeds the demo as startTestServer does; the database is closed again, so it can be copied. */
async function seed(options: DatabaseOptions, at: Date) {
  const database = await openDatabase(options);
  try {
    await prepareData(database.db, testConfig(), at);
  } finally {
    await database.close();
  }
}

async function pgliteCopy(empty: string, seedAt: Date | null): Promise<ThrowawayDatabase> {
  const own = (dataDir: string) => ({
    dataDir,
    url: null,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  });
  if (!seedAt) return own(copyDataDir(empty));
  const seeded = join(dirname(empty), `seeded-${seedAt.getTime()}`);
  // A rename publishes it whole: a folder under that name is a finished seed.
  if (existsSync(seeded)) return own(copyDataDir(seeded));
  const dataDir = copyDataDir(empty);
  await seed({ dataDir, databaseUrl: null }, seedAt);
  const staging = copyDataDir(dataDir);
  try {
    renameSync(staging, seeded);
  } catch {
    // Another worker published the same seed meanwhile.
    rmSync(staging, { recursive: true, force: true });
  }
  return own(dataDir);
}

async function postgresCopy(empty: string, seedAt: Date | null): Promise<ThrowawayDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL template was made with DATABASE_URL, which is gone');
  const createFrom = (name: string, from: string) =>
    withAdmin(adminUrl, (a) => a.query(`CREATE DATABASE ${name} TEMPLATE ${from}`));
  const name = newDatabaseName();
  const own = {
    dataDir: 'memory://',
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, (a) => a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
  if (!seedAt) {
    await createFrom(name, empty);
    return own;
  }
  const seeded = `${empty}_seeded_${seedAt.getTime()}`;
  const published = await withAdmin(adminUrl, (a) =>
    a.query('SELECT 1 FROM pg_database WHERE datname = $1', [seeded]),
  );
  if (published.rowCount) {
    await createFrom(name, seeded);
    return own;
  }
  await createFrom(name, empty);
  await seed({ dataDir: 'memory://', databaseUrl: own.url }, seedAt);
  // Published by a rename, as whole as the PGlite folder: a database under that name is a finished seed.
  const staging = newDatabaseName();
  await createFrom(staging, name);
  await withAdmin(adminUrl, async (a) => {
    try {
      await a.query(`ALTER DATABASE ${staging} RENAME TO ${seeded}`);
    } catch {
      // Another worker published the same seed meanwhile.
      await a.query(`DROP DATABASE IF EXISTS ${staging}`);
    }
  });
  return own;
}
