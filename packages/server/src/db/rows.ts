import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * Rows of a raw SQL query. Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results), but
 * the shared Database type cannot say so.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
