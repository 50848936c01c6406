import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

/** The typed query layer, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface OpenedDatabase {
  db: Database;
  /** 'pglite' (embedded, file or memory) or 'postgres' (DATABASE_URL). */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}
