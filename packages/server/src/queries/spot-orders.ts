import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, warehouses } from '../db/schema/index';
import type { OwnWarehouse } from '../domain/spot-warehouses';

/** The order a customer already placed with this idempotency key, if any. */
export async function orderIdByIdempotencyKey(
  db: Database,
  customerId: number,
  key: string,
): Promise<number | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row?.id ?? null;
}

/** Where each of a customer's warehouses is (to recognise the warehouse places of a spot command). */
export function customerWarehousePoints(db: Database, customerId: number): Promise<OwnWarehouse[]> {
  return db
    .select({ id: warehouses.id, latitude: warehouses.latitude, longitude: warehouses.longitude })
    .from(warehouses)
    .where(eq(warehouses.customerId, customerId));
}

interface PgError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** PostgreSQL's unique_violation on orders_customer_idempotency_key (drizzle wraps the driver's error). */
export function isIdempotencyKeyTaken(error: unknown): boolean {
  for (let e = error as PgError | undefined; e && typeof e === 'object'; e = e.cause as PgError | undefined) {
    if (e.code === '23505')
      return e.constraint === undefined || e.constraint === 'orders_customer_idempotency_key';
  }
  return false;
}
