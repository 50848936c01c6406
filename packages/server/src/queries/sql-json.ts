import { OPEN_ORDER_STATUSES } from '@box/core/catalogues';

/**
 * SQL snippets for answers that PostgreSQL prints as JSON itself. They are spliced with `sql.raw`, so they only
 * ever take column expressions written in our own code, never request input.
 */

/** An instant as core's `IsoDateTime` ('2026-11-22T13:05:00.000Z'); NULL stays NULL. */
export const isoUtc = (expr: string) =>
  `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A stop's address in one line, as the tracking pages list it: 'Rua X, 12 - Bairro, Cidade - UF'. */
export const stopAddress = (alias: string) =>
  `${alias}.thoroughfare || ', ' || ${alias}.number || coalesce(' - ' || ${alias}.neighborhood, '') || ', ' || ${alias}.locality || ' - ' || ${alias}.state`;

/** `'A', 'B'` of constant codes (statuses, step names from core's catalogues); anything else throws. */
function quotedCodes(values: readonly string[]): string {
  for (const value of values) {
    if (!/^[A-Z_]+$/.test(value)) throw new Error(`not a code: ${value}`);
  }
  return values.map((v) => `'${v}'`).join(', ');
}

/** `ARRAY['A','B']` of constant codes (step names from core's catalogues). */
export const textArray = (values: readonly string[]) => `ARRAY[${quotedCodes(values)}]::text[]`;

/**
 * `('A', 'B')` of constant codes, for `IN`: written as the partial index orders_customer_open_idx is, so that
 * PostgreSQL sees the query's predicate imply the index's.
 */
export const textList = (values: readonly string[]) => `(${quotedCodes(values)})`;

/** `('CREATED', 'ALLOCATED', 'IN_PROGRESS')`: the statuses of an order still under way, from core's list. */
export const OPEN_STATUS_LIST = textList(OPEN_ORDER_STATUSES);

/**
 * `json_build_object('key', expr, …)` from a map of wire keys to SQL expressions, keys in the map's order. A
 * map typed `Record<keyof Shape, string>` with `satisfies` makes TypeScript refuse a missing or an extra key,
 * so the SQL cannot drift from core's schema of the answer.
 */
export function jsonObject(columns: Readonly<Record<string, string>>): string {
  const pairs = Object.entries(columns).map(([key, expr]) => {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) throw new Error(`not a JSON key: ${key}`);
    return `'${key}', ${expr}`;
  });
  return `json_build_object(${pairs.join(', ')})`;
}
