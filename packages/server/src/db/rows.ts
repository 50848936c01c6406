import type { SQL } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from './database';

/** The valibot schema of one row of a raw query: its type is the row's, stated once beside the SQL. */
export type RowSchema = v.GenericSchema;

/**
 * Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results), but the shared Database type
 * cannot say so: checked here rather than cast.
 */
function rowsOf(result: unknown): unknown[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new TypeError('the database answered without rows');
}

/**
 * Rows of a raw SQL query, each parsed with `row`: a column the SQL stops selecting, or one a driver returns
 * in another type, fails at once (in the tests, which run every query on PGlite and PostgreSQL) instead of
 * travelling on as a wrong type. Rows are small objects and the hot answers are a single JSON text column,
 * so the parse costs microseconds (see `pnpm bench`).
 */
export async function queryRows<const S extends RowSchema>(
  db: Database,
  query: SQL,
  row: S,
): Promise<v.InferOutput<S>[]> {
  return rowsOf(await db.execute(query)).map((r) => v.parse(row, r));
}
