import { ORDER_STATUSES, type OrderStatus } from '@box/core/schemas';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc, OPEN_STATUS_LIST, stopAddress } from './sql-json';

export interface HistoryFilter {
  customerId: number;
  /** An OS number typed in the search; null lists every order. */
  orderId: number | null;
  status: OrderStatus | null;
  limit: number;
  offset: number;
}

export const HistoryRow = v.object({
  id: v.number(),
  external_id: v.nullable(v.string()),
  status: v.string(),
  service_type: v.string(),
  vehicle_type: v.string(),
  requester: v.string(),
  created_at: v.string(),
  scheduled_for: v.nullable(v.string()),
  total_stops: v.number(),
  gross_price: v.number(),
});
export type HistoryRow = v.InferOutput<typeof HistoryRow>;
const CountedHistoryRow = v.object({ ...HistoryRow.entries, total: v.number() });
const Total = v.object({ total: v.number() });

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The legacy history (/spots): every order of one customer, newest first, a page at a time, with the number of
 * orders the filter matches. The customer id always comes from the session.
 */
export async function listOrderHistory(
  db: Database,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const conditions: SQL[] = [sql`o.customer_id = ${filter.customerId}`];
  if (filter.orderId !== null) conditions.push(sql`o.id = ${filter.orderId}`);
  if (filter.status !== null) conditions.push(sql`o.status = ${filter.status}`);
  const rows = await queryRows(
    db,
    sql`
    SELECT o.id, o.external_id, o.status, o.service_type, o.vehicle_type, u.name AS requester,
      ${sql.raw(isoUtc('o.created_at'))} AS created_at, ${sql.raw(isoUtc('o.scheduled_for'))} AS scheduled_for,
      (SELECT count(*)::int FROM stops s WHERE s.order_id = o.id) AS total_stops,
      o.gross_price::float8 AS gross_price, (count(*) OVER ())::int AS total
    FROM orders o JOIN users u ON u.id = o.requester_id
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY o.created_at DESC, o.id DESC
    LIMIT ${filter.limit} OFFSET ${filter.offset}`,
    CountedHistoryRow,
  );
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countOrders(db, conditions) : 0);
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

// A page past the end has no row to carry the window count.
async function countOrders(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS total FROM orders o WHERE ${sql.join(conditions, sql` AND `)}`,
    Total,
  );
  return row?.total ?? 0;
}

const RequestedOrder = v.object({
  ...HistoryRow.entries,
  customer_id: v.number(),
  stops: v.array(
    v.object({ position: v.number(), task_type: v.string(), address: v.string(), status: v.string() }),
  ),
});
export type RequestedOrder = v.InferOutput<typeof RequestedOrder>;

/** One order with its stops for /spots/{id}/requested/: the customer's own, or any for the super admin. */
export async function findRequestedOrder(
  db: Database,
  orderId: number,
  customerId: number | 'any',
): Promise<RequestedOrder | null> {
  const owner = customerId === 'any' ? sql`true` : sql`o.customer_id = ${customerId}`;
  const [row] = await queryRows(
    db,
    sql`
    SELECT o.id, o.customer_id, o.external_id, o.status, o.service_type, o.vehicle_type, u.name AS requester,
      ${sql.raw(isoUtc('o.created_at'))} AS created_at, ${sql.raw(isoUtc('o.scheduled_for'))} AS scheduled_for,
      o.gross_price::float8 AS gross_price,
      (SELECT count(*)::int FROM stops s WHERE s.order_id = o.id) AS total_stops,
      (SELECT coalesce(json_agg(json_build_object('position', s.position, 'task_type', s.task_type,
        'address', ${sql.raw(stopAddress('s'))}, 'status', s.status) ORDER BY s.position), '[]'::json)
        FROM stops s WHERE s.order_id = o.id) AS stops
    FROM orders o JOIN users u ON u.id = o.requester_id
    WHERE o.id = ${orderId} AND ${owner}
    LIMIT 1`,
    RequestedOrder,
  );
  return row ?? null;
}

/** Open orders of one customer by status, for the old home's counters. */
export async function countOpenOrders(db: Database, customerId: number): Promise<Record<string, number>> {
  const rows = await queryRows(
    db,
    sql`SELECT o.status, count(*)::int AS count FROM orders o
      WHERE o.customer_id = ${customerId} AND o.status IN ${sql.raw(OPEN_STATUS_LIST)}
      GROUP BY o.status`,
    v.object({ status: v.string(), count: v.number() }),
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
