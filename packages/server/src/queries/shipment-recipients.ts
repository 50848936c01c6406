import type { TrackingRecipient } from '@box/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { WhatsAppMode } from '../config';
import type { Database } from '../db/database';
import { orders, shipmentRecipients, shipments } from '../db/schema/index';
import { enqueueTrackingLinks } from '../whatsapp/enqueue';

/**
 * Replaces the recipients of one of the customer's shipments. Null when the shipment does not exist or belongs
 * to another customer (the caller answers 404 either way, so ids of others cannot be probed).
 */
export async function replaceShipmentRecipients(
  db: Database,
  customerId: number,
  shipmentId: number,
  recipients: readonly TrackingRecipient[],
  now: Date,
  whatsappMode: WhatsAppMode = 'off',
): Promise<{ trackingHash: string; recipients: TrackingRecipient[] } | null> {
  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({ id: shipments.id, trackingHash: shipments.trackingHash })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.id, shipmentId), eq(orders.customerId, customerId)))
      .limit(1)
      .for('update', { of: shipments });
    if (!shipment) return null;
    await tx.delete(shipmentRecipients).where(eq(shipmentRecipients.shipmentId, shipment.id));
    if (recipients.length > 0) {
      await tx.insert(shipmentRecipients).values(
        recipients.map((r) => ({
          shipmentId: shipment.id,
          email: r.email,
          phone: r.phone,
          createdAt: now,
        })),
      );
    }
    await enqueueTrackingLinks(tx, whatsappMode, [shipment.id], now);
    const saved = await tx
      .select({ email: shipmentRecipients.email, phone: shipmentRecipients.phone })
      .from(shipmentRecipients)
      .where(eq(shipmentRecipients.shipmentId, shipment.id))
      .orderBy(asc(shipmentRecipients.id));
    return { trackingHash: shipment.trackingHash, recipients: saved };
  });
}
