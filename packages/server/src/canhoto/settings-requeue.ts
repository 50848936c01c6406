import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, sefazEvents } from '../db/schema/index';

/**
 * After a certificate upload: the customer's events that waited for one ('needs-certificate') are due now, for the
 * outbox worker's next poll. Their orders' monitoring digest moves with them: an order showed 'needs-certificate'
 * only when that was its least advanced registration, and 'pending' comes right after it in core's order
 * (SEFAZ_REGISTRATION_STATUSES), so the requeued event now makes it 'pending'. Returns how many were requeued.
 */
export async function requeueAwaitingCertificate(
  db: Database,
  customerId: number,
  now: Date,
): Promise<number> {
  const requeued = await db
    .update(sefazEvents)
    .set({ status: 'pending', nextAttemptAt: now, lockedUntil: null, updatedAt: now })
    .where(and(eq(sefazEvents.customerId, customerId), eq(sefazEvents.status, 'needs-certificate')))
    .returning({ orderId: sefazEvents.orderId });
  const orderIds = [...new Set(requeued.map((row) => row.orderId))];
  if (orderIds.length > 0) {
    await db
      .update(orders)
      .set({ sefazStatus: 'pending' })
      .where(
        and(
          eq(orders.customerId, customerId),
          inArray(orders.id, orderIds),
          eq(orders.sefazStatus, 'needs-certificate'),
        ),
      );
  }
  return requeued.length;
}
