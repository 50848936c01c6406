// The API benches run the real server twice: on the embedded PGlite in a throw-away folder, then on a
// PostgreSQL server in a throw-away database (skipped when none answers).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export async function postgresUrl(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const admin = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `box_bench_${Date.now().toString(36)}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** BENCH_DATABASES=pglite (or postgres) measures one database only, e.g. to repeat one figure. */
const only = process.env.BENCH_DATABASES;
const SKIPPED = 'skipped: BENCH_DATABASES';

/** Runs `run` with the environment of each database in turn; figures keyed `pglite` and `postgres`. */
export async function onEachDatabase(
  run: (env: Record<string, string>) => Promise<unknown>,
): Promise<{ pglite: unknown; postgres: unknown }> {
  let pglite: unknown = SKIPPED;
  if (!only || only === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'box-bench-'));
    try {
      pglite = await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only && only !== 'postgres') return { pglite, postgres: SKIPPED };
  const postgres = await postgresUrl();
  if (!postgres) return { pglite, postgres: 'skipped: no PostgreSQL server answered (set DATABASE_URL)' };
  try {
    return { pglite, postgres: await run({ DATABASE_URL: postgres.url }) };
  } finally {
    await postgres.drop();
  }
}
