import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers } from '../db/schema/index';

export type CustomerRow = typeof customers.$inferSelect;

/** The session's customer row (account flags, finance info); null if it was removed meanwhile. */
export async function loadCustomerRow(db: Database, customerId: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}
