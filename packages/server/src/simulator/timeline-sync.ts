import type { OrderStatus } from '@box/core/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, shipments, stops, timelineEvents } from '../db/schema/index';
import { orderTimelineSteps, shipmentTimelineSteps } from '../seed/build-timelines';

const CUSTOMER_TASKS = new Set(['DELIVERY', 'PICKUP']);

/**
 * Rewrites an order's timeline rows (its own and its shipments') from its current state, with the seed's rules,
 * so a simulated order reads exactly like a seeded one at the same point. Orders placed by POST /spots have no
 * rows yet: this creates them.
 */
export async function syncTimelines(db: Database, orderId: number): Promise<void> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const orderStops = await db
    .select()
    .from(stops)
    .where(eq(stops.orderId, orderId))
    .orderBy(asc(stops.position));
  const status = order.status as OrderStatus;
  const firstDone = orderStops.find((s) => s.status !== 'PENDING')?.finishedAt ?? null;
  const rows: (typeof timelineEvents.$inferInsert)[] = orderTimelineSteps(status, {
    allocatedAt: order.allocatedAt,
    startedAt: order.startedAt,
    finishedAt: order.finishedAt,
    canceledAt: order.canceledAt,
    firstDone,
  }).map((row) => ({ orderId, shipmentId: null, ...row }));

  const byId = new Map(orderStops.map((s) => [s.id, s]));
  const orderShipments = await db
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.id));
  for (const shipment of orderShipments) {
    const ends = [shipment.destinationStopId, shipment.originStopId].map((id) =>
      id ? byId.get(id) : undefined,
    );
    const settling = ends.find((s) => s && CUSTOMER_TASKS.has(s.taskType)) ?? ends[0];
    const steps = shipmentTimelineSteps(
      status,
      settling?.status ?? 'PENDING',
      shipment.createdAt,
      settling?.finishedAt ?? null,
      order.startedAt ?? order.allocatedAt,
    );
    for (const row of steps) rows.push({ orderId, shipmentId: shipment.id, ...row });
  }
  await db.delete(timelineEvents).where(eq(timelineEvents.orderId, orderId));
  await db.insert(timelineEvents).values(rows);
}
