import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';

const OrderRow = v.object({ order_id: v.number() });

/**
 * The order a stream watches, found as its GET twin finds it (null = that GET's 404): the order of a live
 * /r/{token}, of a /rr/{hash}, or the caller's own order ('any' for the super admin).
 */
export async function orderOfToken(db: Database, token: string): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT order_id FROM order_tracking_tokens WHERE token = ${token} AND revoked_at IS NULL`,
    OrderRow,
  );
  return row?.order_id ?? null;
}

export async function orderOfShipmentHash(db: Database, hash: string): Promise<number | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT order_id FROM shipments WHERE tracking_hash = ${hash} LIMIT 1`,
    OrderRow,
  );
  return row?.order_id ?? null;
}

export async function isOwnOrder(
  db: Database,
  orderId: number,
  customerId: number | 'any',
): Promise<boolean> {
  const rows = await queryRows(
    db,
    customerId === 'any'
      ? sql`SELECT id AS order_id FROM orders WHERE id = ${orderId}`
      : sql`SELECT id AS order_id FROM orders WHERE id = ${orderId} AND customer_id = ${customerId}`,
    OrderRow,
  );
  return rows.length > 0;
}
