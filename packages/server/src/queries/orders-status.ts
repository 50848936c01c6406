import type { Order, OrderDriver } from '@box/core/schemas';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc, jsonObject, OPEN_STATUS_LIST } from './sql-json';

/** core's `OrderDriver`, from the `crew` row `d` (NULL while no driver is allocated). */
export const ORDER_DRIVER_COLUMNS = {
  name: 'd.name',
  nameAbbr: 'd.abbr',
  vehicle_plate: 'd.vehicle_plate',
} as const satisfies Record<keyof OrderDriver, string>;

/**
 * core's `Order`, key by key, from the order `o`, its requester `u`, driver `d` and stop counts `sc`. The
 * `satisfies` makes a key missing from or added to the schema a type error; the test compares the keys too.
 */
export const ORDER_COLUMNS = {
  id: 'o.id',
  externalId: 'o.external_id',
  status: 'o.status',
  status2: 'o.status2',
  vehicleType: 'o.vehicle_type',
  grossPrice: 'o.gross_price::float8',
  net_price: 'o.net_price::float8',
  freight_price: 'o.freight_price::float8',
  total_taxes: 'o.total_taxes::float8',
  created_at: isoUtc('o.created_at'),
  scheduled_for: isoUtc('o.scheduled_for'),
  requester: 'u.name',
  requesterAbbr: 'u.abbr',
  driver: `CASE WHEN d.id IS NOT NULL THEN ${jsonObject(ORDER_DRIVER_COLUMNS)} END`,
  progress: 'sc.done',
  total_stops: 'sc.total',
  failed_services: 'sc.failed',
  // Kept on the order by the canhoto's outbox (issue 20), so the hot path reads one column and joins nothing.
  sefaz: 'o.sefaz_status',
  // The protocols of its proofs registered now (issue 20); [] when none, so the row's JSON needs no null check.
  sefaz_protocols: `coalesce(o.sefaz_protocols, '{}'::text[])`,
} as const satisfies Record<keyof Order, string>;

const ORDER_JSON = jsonObject(ORDER_COLUMNS);

/** A JSON array of core's `Order`, as text, ready to be sent. */
export type OrdersJson = string & { readonly __ordersJson: unique symbol };

/**
 * Monitoring rows of one customer as JSON: orders created or scheduled since `since`, plus every order still
 * open whatever its age, newest first. The customer id always comes from the session, never from the request.
 *
 * This is the hottest call of the portal (every monitoring view, hundreds of rows): PostgreSQL builds the JSON
 * in one pass and the server sends the text as it is, instead of parsing rows, mapping them and printing them
 * again (see `pnpm bench`). The shape is core's `Order` through ORDER_COLUMNS; the API tests parse every answer
 * with that schema.
 */
export async function monitoringOrdersJson(
  db: Database,
  customerId: number,
  since: Date,
): Promise<OrdersJson> {
  const from = since.toISOString();
  // The customer test sits inside each branch so PostgreSQL answers with a BitmapOr over the three
  // (customer, …) indexes; with it outside, the planner walks every order of the customer.
  return ordersJson(
    db,
    sql`SELECT * FROM orders o
      WHERE (o.customer_id = ${customerId} AND o.created_at >= ${from}::timestamptz)
         OR (o.customer_id = ${customerId} AND o.scheduled_for >= ${from}::timestamptz)
         OR (o.customer_id = ${customerId} AND o.status IN ${sql.raw(OPEN_STATUS_LIST)})`,
  );
}

/**
 * Some orders of one customer, as the monitoring answer prints them: what the live stream sends when they
 * change (src/live). Another customer's ids give nothing.
 */
export async function customerOrdersJson(
  db: Database,
  customerId: number,
  orderIds: readonly number[],
): Promise<OrdersJson> {
  if (orderIds.length === 0) return '[]' as OrdersJson;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return ordersJson(db, sql`SELECT * FROM orders o WHERE o.customer_id = ${customerId} AND o.id IN (${ids})`);
}

/**
 * The JSON array of the orders `picked` selects. `people`/`crew`: names are abbreviated once per person, not
 * once per order.
 */
async function ordersJson(db: Database, picked: SQL): Promise<OrdersJson> {
  const [row] = await queryRows(
    db,
    sql`
    WITH picked AS MATERIALIZED (${picked}),
    people AS MATERIALIZED (
      SELECT id, name, box_abbreviate_name(name) AS abbr FROM users
      WHERE id IN (SELECT requester_id FROM picked)
    ),
    crew AS MATERIALIZED (
      SELECT id, vehicle_plate, first_name || ' ' || last_name AS name,
        box_abbreviate_name(first_name || ' ' || last_name) AS abbr
      FROM drivers WHERE id IN (SELECT driver_id FROM picked)
    )
    SELECT coalesce(json_agg(${sql.raw(ORDER_JSON)} ORDER BY o.created_at DESC, o.id DESC), '[]'::json)::text AS orders
    FROM picked o
    JOIN people u ON u.id = o.requester_id
    LEFT JOIN crew d ON d.id = o.driver_id
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE s.status <> 'PENDING'))::int AS done,
        (count(*) FILTER (WHERE s.status = 'FAILED'))::int AS failed
      FROM stops s WHERE s.order_id = o.id
    ) sc ON true`,
    v.object({ orders: v.string() }),
  );
  return (row?.orders ?? '[]') as OrdersJson;
}
