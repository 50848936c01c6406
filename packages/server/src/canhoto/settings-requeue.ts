import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sefazEvents } from '../db/schema/index';
import { refreshOrderSefazStatus } from './registration-digest';

/**
 * After a certificate upload: the customer's events that waited for one ('needs-certificate') are due now, and
 * their orders' monitoring digest is computed again from their proofs. Returns the orders touched; the caller
 * wakes the outbox workers once the transaction is committed (a worker woken before would not see the rows).
 */
export async function requeueAwaitingCertificate(
  db: Database,
  customerId: number,
  now: Date,
): Promise<number[]> {
  const requeued = await db
    .update(sefazEvents)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(sefazEvents.customerId, customerId), eq(sefazEvents.status, 'needs-certificate')))
    .returning({ orderId: sefazEvents.orderId });
  const orderIds = [...new Set(requeued.map((row) => row.orderId))];
  await refreshOrderSefazStatus(db, orderIds);
  return orderIds;
}
