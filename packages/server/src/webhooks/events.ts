import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { proofsOfDelivery } from '../db/schema/index';
import { publicProofUrl } from '../mail/proof-mail';
import type { SimulatorEvent } from '../simulator/events';
import { emitWebhookEvent } from './emit';

/*
 * The `data` of each event (ids are the API's: GET /orders/{orderId}/tracking, GET /pods/{proofId}):
 *   order.created         { orderId, status: 'CREATED', createdAt, scheduledFor, externalId, serviceType }
 *   order.status_changed  { orderId, status, previousStatus }
 *   stop.status_changed   { orderId, stopId, status: 'FINISHED' | 'FAILED', previousStatus: 'PENDING' }
 *   pod.created           { orderId, stopId, proofId, hashId, success, url, receiverName }
 *   rating.created        { orderId, shipmentId, stopId, rating, comment }
 */

export interface CreatedOrder {
  customerId: number;
  orderId: number;
  createdAt: Date;
  scheduledFor: Date | null;
  externalId: string | null;
  serviceType: string;
}

export function emitOrderCreated(tx: Database, order: CreatedOrder) {
  return emitWebhookEvent(tx, {
    customerId: order.customerId,
    type: 'order.created',
    now: order.createdAt,
    data: {
      orderId: order.orderId,
      status: 'CREATED',
      createdAt: order.createdAt.toISOString(),
      scheduledFor: order.scheduledFor?.toISOString() ?? null,
      externalId: order.externalId,
      serviceType: order.serviceType,
    },
  });
}

/** A proof's data for pod.created: where its public page is and who received. */
async function proofData(tx: Database, podId: number, origin: string) {
  const [proof] = await tx
    .select({
      orderId: proofsOfDelivery.orderId,
      stopId: proofsOfDelivery.stopId,
      hashId: proofsOfDelivery.hashid,
      publicToken: proofsOfDelivery.publicToken,
      receiverName: proofsOfDelivery.recipientName,
    })
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.id, podId));
  if (!proof) return null;
  const { publicToken, ...rest } = proof;
  return { ...rest, proofId: podId, url: publicProofUrl(origin, publicToken) };
}

/** A simulator tick's status, stop and proof events as webhooks, in the tick's transaction. */
export async function emitSimulatorWebhooks(
  tx: Database,
  events: readonly SimulatorEvent[],
  options: { now: Date; origin: string },
) {
  const { now } = options;
  for (const event of events) {
    if (event.kind === 'status') {
      await emitWebhookEvent(tx, {
        customerId: event.customerId,
        type: 'order.status_changed',
        now,
        data: { orderId: event.orderId, status: event.status, previousStatus: event.previousStatus },
      });
    } else if (event.kind === 'stop') {
      await emitWebhookEvent(tx, {
        customerId: event.customerId,
        type: 'stop.status_changed',
        now,
        data: {
          orderId: event.orderId,
          stopId: event.stopId,
          status: event.status,
          previousStatus: 'PENDING',
        },
      });
    } else if (event.kind === 'proof') {
      const data = await proofData(tx, event.podId, options.origin);
      if (data) {
        await emitWebhookEvent(tx, {
          customerId: event.customerId,
          type: 'pod.created',
          now,
          data: { ...data, success: event.success },
        });
      }
    }
  }
}

/** rating.created for the shipment just rated, to the customer whose order carried it. */
export async function emitRatingCreated(
  tx: Database,
  rating: { shipmentId: number; rating: number; comment: string | null; now: Date },
) {
  const [shipment] = await queryRows(
    tx,
    sql`SELECT o.customer_id, o.id AS order_id, s.destination_stop_id AS stop_id
      FROM shipments s JOIN orders o ON o.id = s.order_id WHERE s.id = ${rating.shipmentId}`,
    v.object({ customer_id: v.number(), order_id: v.number(), stop_id: v.nullable(v.number()) }),
  );
  if (!shipment) return 0;
  return emitWebhookEvent(tx, {
    customerId: shipment.customer_id,
    type: 'rating.created',
    now: rating.now,
    data: {
      orderId: shipment.order_id,
      shipmentId: rating.shipmentId,
      stopId: shipment.stop_id,
      rating: rating.rating,
      comment: rating.comment,
    },
  });
}
