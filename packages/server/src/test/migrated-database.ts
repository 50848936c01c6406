// Vitest global setup of the server's test projects ('server' and 'server-postgres'): the migrated, empty database
// each test file's startTestServer starts from, made once per run. A fresh PGlite runs initdb and every migration
// (2–4 s of each file's start, over forty files); copying a migrated data folder takes a tenth of a second. On
// PostgreSQL each file's database is a copy of a migrated template (CREATE DATABASE … TEMPLATE). The data are the
// same as before: empty tables at the latest migration, which each file then seeds with its own clock.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data folder, for the 'server' project; each file opens a copy of it. */
    migratedDataDir?: string;
    /** A migrated PostgreSQL database, for the 'server-postgres' project; each file's database copies it. */
    migratedTemplate?: string;
  }
}

/** Memory-backed where the system has it: the tests write to their copies all along. */
const scratch = () => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/** A copy of the migrated data folder for one test file, beside it (removed with it at the end of the run). */
export function copyMigratedDataDir(template: string): string {
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

export default async function setup(project: TestProject) {
  const adminUrl = project.config.env.BOX_TEST_BACKEND === 'postgres' ? process.env.DATABASE_URL : undefined;
  if (adminUrl) {
    const name = `box_test_template_${Math.random().toString(36).slice(2, 10)}`;
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const migrated = await openDatabase({ dataDir: 'memory://', databaseUrl: url.toString() });
    await migrated.close();
    project.provide('migratedTemplate', name);
    return () => withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  const run = mkdtempSync(join(scratch(), 'box-test-db-'));
  const template = join(run, 'migrated');
  const migrated = await openDatabase({ dataDir: template, databaseUrl: null });
  await migrated.close();
  project.provide('migratedDataDir', template);
  return () => rmSync(run, { recursive: true, force: true });
}
