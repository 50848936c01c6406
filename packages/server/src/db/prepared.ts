import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as v from 'valibot';
import type { Database } from './database';
import type { RowSchema } from './rows';

/**
 * A read that every request makes, as a named prepared statement straight on the driver: PostgreSQL parses and
 * plans it once per connection, and no query builder runs per call. The session look-up this way costs about a
 * quarter of the Node CPU of drizzle's select builder (0.05–0.07 ms against 0.20–0.24, 3,000 look-ups in a row
 * on PostgreSQL) and spares the server's plan of the join. Everything else stays on drizzle.
 *
 * Only on the root database, never inside a transaction: the statement goes to the pool (or PGlite) directly.
 * The rows are parsed with `row`, as ./rows.ts does for raw queries, so both drivers' types are checked.
 */
export interface PreparedRead<S extends RowSchema> {
  name: string;
  text: string;
  row: S;
}

export async function preparedRows<S extends RowSchema>(
  db: Database,
  read: PreparedRead<S>,
  values: unknown[],
): Promise<v.InferOutput<S>[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  let rows: unknown[];
  if (client instanceof pg.Pool) {
    rows = (await client.query({ name: read.name, text: read.text, values })).rows;
  } else if (client instanceof PGlite) {
    // PGlite is one connection in this process: its extended protocol per call costs no round trip to save.
    rows = (await client.query(read.text, values)).rows;
  } else {
    throw new TypeError('preparedRows: a database opened by openDatabase() was expected');
  }
  return rows.map((r) => v.parse(read.row, r));
}
