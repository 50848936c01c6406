import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { logger } from '../log/logger';
import { MIGRATIONS_DIR } from '../paths';
import type { OpenedDatabase } from './database';
import * as schema from './schema/index';

/**
 * PGlite's memory never shrinks (WebAssembly memory only grows), and it touches its shared buffers at start:
 * 128 MB by default, more than a small company's orders need in cache. With 32 MB, opening the bench's database
 * (100,000 orders) takes ~105 MiB less resident memory (351 → 245 MiB in a bare process); see `pnpm bench api`.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

export interface DatabaseOptions {
  /** PGlite data folder, or 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  /** When set, a PostgreSQL server is used instead of PGlite. */
  databaseUrl: string | null;
}

/**
 * Opens the database and brings it to the latest migration. The same drizzle migrations serve both drivers,
 * so the embedded default and a real PostgreSQL server never drift apart.
 */
export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server ends (restart, failover, a dropped test database) emits
    // 'error' on the pool; unheard, it would crash the process. The pool replaces the client on next use.
    pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection lost'));
    const db = drizzleNodePg({ client: pool, schema });
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, driver: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  const db = drizzlePglite({ client, schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, driver: 'pglite', close: () => client.close() };
}
