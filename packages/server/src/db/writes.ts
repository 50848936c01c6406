import type { PGlite } from '@electric-sql/pglite';

/**
 * Writes to the embedded database, counted per table by the process that makes them. PGlite lives in this
 * process and nothing else can open its folder, so the count is every write there is: an answer built from
 * some tables can be reused until one of them is written (routes/orders.ts). A PostgreSQL server has other
 * writers (replicas, scripts), so no such count exists for it.
 */
export class WriteCounter {
  private readonly counts = new Map<string, number>();
  /** Writes whose tables are not known (a multi-statement script, DDL): they count for every table. */
  private unknown = 0;

  /** A figure that changes whenever one of `tables` is written (or something unknown is). */
  stamp(tables: readonly string[]): number {
    let sum = this.unknown;
    for (const table of tables) sum += this.counts.get(table) ?? 0;
    return sum;
  }

  wrote(tables: ReadonlySet<string> | 'unknown'): void {
    if (tables === 'unknown') {
      this.unknown += 1;
      return;
    }
    for (const table of tables) this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }
}

const READ_ONLY =
  /^\s*(select|show|explain|begin|start|commit|end|rollback|savepoint|release|set|listen|unlisten)\b/i;
const WRITE_TARGET =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * The tables a statement writes: none for a read, the targets of its INSERT/UPDATE/DELETE (also inside a WITH),
 * or 'unknown' when it may write and names no target (DDL, DO, a function call). `FOR UPDATE` names a lock, not
 * a target, and a function can write only through a trigger of a write counted here.
 */
export function writtenTables(statement: string): Set<string> | 'unknown' {
  const tables = new Set<string>();
  for (const match of statement.matchAll(WRITE_TARGET)) tables.add(match[1]!.toLowerCase());
  if (tables.size > 0 || READ_ONLY.test(statement) || /^\s*with\b/i.test(statement)) return tables;
  return 'unknown';
}

type Query = PGlite['query'];
type Exec = PGlite['exec'];
type Transaction = PGlite['transaction'];

/**
 * The PGlite client with its writes counted. A Proxy, so that it is still a PGlite (`instanceof`, LISTEN…);
 * methods run on the real client (its private fields are not the proxy's). A transaction's writes count once
 * it has ended, as no other statement runs inside PGlite while it is open.
 */
export function countingWrites(client: PGlite, counter: WriteCounter): PGlite {
  const query: Query = async <T>(...[text, params, options]: Parameters<Query>) => {
    const result = await client.query<T>(text, params, options);
    const tables = writtenTables(text);
    if (tables === 'unknown' || tables.size > 0) counter.wrote(tables);
    return result;
  };
  const exec: Exec = async (text, options) => {
    // Scripts (migrations, the seed) mix statements of every kind: counted as writes to everything.
    try {
      return await client.exec(text, options);
    } finally {
      counter.wrote('unknown');
    }
  };
  const transaction: Transaction = (run) => {
    const touched = new Set<string>();
    let unknown = false;
    const note = (text: string) => {
      const tables = writtenTables(text);
      if (tables === 'unknown') unknown = true;
      else for (const t of tables) touched.add(t);
    };
    return client
      .transaction((tx) => {
        const watched = new Proxy(tx, {
          get(target, key, receiver) {
            if (key === 'query' || key === 'sql' || key === 'exec') {
              const method = Reflect.get(target, key, receiver) as (...args: unknown[]) => unknown;
              return (text: unknown, ...rest: unknown[]) => {
                if (typeof text === 'string') note(text);
                else unknown = true;
                return method.call(target, text, ...rest);
              };
            }
            return Reflect.get(target, key, receiver);
          },
        });
        return run(watched);
      })
      .finally(() => counter.wrote(unknown ? 'unknown' : touched));
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'exec') return exec;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
