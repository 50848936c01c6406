import { ORDER_STATUSES, type OrderStatus } from '@box/core';
import { type SQL, sql } from 'drizzle-orm';
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

export interface HistoryRow {
  id: number;
  external_id: string | null;
  status: string;
  service_type: string;
  vehicle_type: string;
  requester: string;
  created_at: string;
  scheduled_for: string | null;
  total_stops: number;
  gross_price: number;
}

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
  const rows = await queryRows<HistoryRow & { total: number }>(
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
  );
  const total = rows[0]?.total ?? (filter.offset > 0 ? await countOrders(db, conditions) : 0);
  return { rows: rows.map(({ total: _, ...row }) => row), total };
}

// A page past the end has no row to carry the window count.
async function countOrders(db: Database, conditions: SQL[]): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM orders o WHERE ${sql.join(conditions, sql` AND `)}`,
  );
  return row?.total ?? 0;
}

export interface RequestedOrder extends HistoryRow {
  customer_id: number;
  stops: { position: number; task_type: string; address: string; status: string }[];
}

/** One order with its stops for /spots/{id}/requested/: the customer's own, or any for the super admin. */
export async function findRequestedOrder(
  db: Database,
  orderId: number,
  customerId: number | 'any',
): Promise<RequestedOrder | null> {
  const owner = customerId === 'any' ? sql`true` : sql`o.customer_id = ${customerId}`;
  const [row] = await queryRows<RequestedOrder>(
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
  );
  return row ?? null;
}

/** Open orders of one customer by status, for the old home's counters. */
export async function countOpenOrders(db: Database, customerId: number): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; count: number }>(
    db,
    sql`SELECT o.status, count(*)::int AS count FROM orders o
      WHERE o.customer_id = ${customerId} AND o.status IN ${sql.raw(OPEN_STATUS_LIST)}
      GROUP BY o.status`,
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
