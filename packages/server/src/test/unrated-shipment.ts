import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, shipments, stops } from '../db/schema/index';

/**
 * A delivered shipment of the demo data that nobody has rated yet (its order and stop finished, a driver on
 * it): the one a rating test can post to. Throws when the data has none, so the test fails by name.
 */
export async function unratedDeliveredShipment(db: Database): Promise<{ hash: string; driverId: number }> {
  const [shipment] = await db
    .select({ hash: shipments.trackingHash, driverId: orders.driverId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(stops, eq(stops.id, shipments.destinationStopId))
    .where(
      and(
        eq(orders.serviceType, 'DELIVERY'),
        eq(orders.status, 'FINISHED'),
        eq(stops.status, 'FINISHED'),
        isNotNull(orders.driverId),
        sql`NOT EXISTS (SELECT 1 FROM ratings r WHERE r.shipment_id = ${shipments.id})`,
      ),
    )
    .orderBy(asc(shipments.id))
    .limit(1);
  if (!shipment?.driverId) throw new Error('the demo data has no delivered shipment to rate');
  return { hash: shipment.hash, driverId: shipment.driverId };
}
