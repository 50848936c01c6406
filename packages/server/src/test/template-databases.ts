// Vitest global setup of the server's test projects ('server' and 'server-postgres'): the migrated, empty database
// every test file's database starts from (./throwaway-database.ts), made once per run, and the clock reading a file
// starts at unless it brings its own. A fresh PGlite runs initdb and every migration (2–4 s of each file's start,
// over forty files); copying a data folder takes a tenth of a second. On PostgreSQL each file's database is a copy
// of a template database (CREATE DATABASE … TEMPLATE).
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';

/** The run's empty template: a PGlite data folder ('server') or a database's name ('server-postgres'). */
export interface TemplateDatabase {
  backend: 'pglite' | 'postgres';
  empty: string;
  /** ISO 8601: where a file's clock starts when the file gives none, the same for every file of the run. */
  clockStart: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase?: TemplateDatabase;
  }
}

/** Memory-backed where the system has it: the tests write to their copies all along. */
const scratch = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** A copy of a data folder, beside it (the run's folder, removed at the end of the run). */
export function copyDataDir(template: string): string {
  const copy = mkdtempSync(join(dirname(template), 'file-'));
  cpSync(template, copy, { recursive: true });
  return copy;
}

export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the server `adminUrl` names. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A PostgreSQL database's name, new to the server: `box_test_<random>`. */
export const newDatabaseName = () => `box_test_${Math.random().toString(36).slice(2, 10)}`;

export default async function setup(project: TestProject) {
  // BOX_TEST_CLOCK_START (an ISO instant) seeds the demo and starts the test clocks there instead of now: a
  // month's first hours, say, whose seed broke tests that assumed this month had orders billed.
  const start = new Date(process.env.BOX_TEST_CLOCK_START || Date.now());
  if (Number.isNaN(start.getTime()))
    throw new Error(`BOX_TEST_CLOCK_START is not an instant: '${process.env.BOX_TEST_CLOCK_START}'`);
  const clockStart = start.toISOString();
  const adminUrl = project.config.env.BOX_TEST_BACKEND === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (adminUrl) {
    const empty = `box_test_template_${Math.random().toString(36).slice(2, 10)}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${empty}`));
    await (await openDatabase({ dataDir: 'memory://', databaseUrl: databaseUrl(adminUrl, empty) })).close();
    project.provide('templateDatabase', { backend: 'postgres', empty, clockStart });
    // The seeded templates the files made (./throwaway-database.ts) are named after the empty one.
    return () =>
      withAdmin(adminUrl, async (admin) => {
        const { rows } = await admin.query<{ name: string }>(
          'SELECT datname AS name FROM pg_database WHERE datname = $1 OR datname LIKE $2',
          [empty, `${empty}_seeded_%`],
        );
        for (const { name } of rows) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
  }
  const run = mkdtempSync(join(scratch(), 'box-test-db-'));
  const empty = join(run, 'migrated');
  await (await openDatabase({ dataDir: empty, databaseUrl: null })).close();
  project.provide('templateDatabase', { backend: 'pglite', empty, clockStart });
  return () => rmSync(run, { recursive: true, force: true });
}
