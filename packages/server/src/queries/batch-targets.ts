import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, users, warehouses } from '../db/schema/index';

type CustomerRow = typeof customers.$inferSelect;
type WarehouseRow = typeof warehouses.$inferSelect;

/** A customer by id (a super-batch row names the customer it orders for). */
export async function customerById(db: Database, customerId: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

/**
 * The active user a batch names for a customer: by id, or by e-mail (stored lower-cased). A user of another
 * customer, or a disabled one, is not found.
 */
export async function customerUserId(
  db: Database,
  customerId: number,
  user: { id: number | null; email: string | null },
): Promise<number | null> {
  const match =
    user.id !== null ? eq(users.id, user.id) : eq(users.email, (user.email ?? '').trim().toLowerCase());
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, eq(users.customerId, customerId), isNull(users.disabledAt)))
    .limit(1);
  return row?.id ?? null;
}

/** A customer's warehouse by name, compared without case and outer spaces (as names are kept unique). */
export async function customerWarehouseByName(
  db: Database,
  customerId: number,
  name: string,
): Promise<WarehouseRow | null> {
  const [row] = await db
    .select()
    .from(warehouses)
    .where(
      and(
        eq(warehouses.customerId, customerId),
        sql`lower(btrim(${warehouses.name})) = lower(btrim(${name}))`,
      ),
    )
    .limit(1);
  return row ?? null;
}
