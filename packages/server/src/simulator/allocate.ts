import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { drivers, orders, stops } from '../db/schema/index';
import { randomDigits } from '../seed/documents';
import { haversineKm } from '../seed/polyline';
import { createDemoDriver } from './demo-driver';
import type { SimulatorEvent } from './events';
import { ALLOCATION_DELAY_SECONDS, realMs, SCHEDULE_LEAD_MS, type StepOptions, URBAN_KMH } from './settings';
import { syncTimelines } from './timeline-sync';

/** A driver further than this from the first stop is sent there from a point nearby instead. */
const FAR_KM = 30;

/** A driver of this vehicle type with no open order, or a new demo driver. */
async function freeDriver(db: Database, options: StepOptions, vehicleType: string): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT d.id FROM drivers d
      WHERE d.vehicle_type = ${vehicleType}
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.driver_id = d.id AND o.status IN ('ALLOCATED', 'IN_PROGRESS'))
      ORDER BY d.id LIMIT 1`,
    v.object({ id: v.number() }),
  );
  return row?.id ?? createDemoDriver(db, options.rng, vehicleType, options.now);
}

/**
 * CREATED orders that are due (immediate ones after operations' delay, scheduled ones 30 minutes before their
 * time) get a driver: status ALLOCATED, timeline, the driver placed near the first stop and its ETA.
 */
export async function allocateDueOrders(db: Database, options: StepOptions): Promise<SimulatorEvent[]> {
  const { now, speed, rng } = options;
  const immediateBefore = new Date(now.getTime() - realMs(ALLOCATION_DELAY_SECONDS, speed));
  const scheduledBefore = new Date(now.getTime() + SCHEDULE_LEAD_MS);
  const due = await queryRows(
    db,
    sql`SELECT id, customer_id, vehicle_type FROM orders
      WHERE status = 'CREATED' AND (
        (scheduled_for IS NULL AND created_at <= ${immediateBefore.toISOString()}::timestamptz)
        OR scheduled_for <= ${scheduledBefore.toISOString()}::timestamptz)
      ORDER BY coalesce(scheduled_for, created_at), id`,
    v.object({ id: v.number(), customer_id: v.number(), vehicle_type: v.string() }),
  );
  const events: SimulatorEvent[] = [];
  for (const order of due) {
    const driverId = await freeDriver(db, options, order.vehicle_type);
    await db
      .update(orders)
      .set({
        status: 'ALLOCATED',
        driverId,
        allocatedAt: now,
        statusUpdatedAt: now,
        riskStatus: 'APPROVED',
        riskQueryCode: randomDigits(rng, 10),
        riskManager: 'Gerenciadora de Risco (demonstração)',
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'CREATED')));
    const [first] = await db
      .select()
      .from(stops)
      .where(and(eq(stops.orderId, order.id), inArray(stops.status, ['PENDING'])))
      .orderBy(asc(stops.position))
      .limit(1);
    if (first) {
      const [driver] = await db.select().from(drivers).where(eq(drivers.id, driverId));
      const target = [first.latitude, first.longitude] as const;
      let position =
        driver?.lastLatitude != null && driver.lastLongitude != null
          ? ([driver.lastLatitude, driver.lastLongitude] as const)
          : null;
      if (!position || haversineKm(position, target) > FAR_KM) {
        position = [target[0] + rng.between(-0.02, 0.02), target[1] + rng.between(-0.02, 0.02)] as const;
      }
      await db
        .update(drivers)
        .set({ lastLatitude: position[0], lastLongitude: position[1], locationUpdatedAt: now })
        .where(eq(drivers.id, driverId));
      const hours = haversineKm(position, target) / URBAN_KMH;
      await db
        .update(stops)
        .set({ estimatedArrivalAt: new Date(now.getTime() + realMs(hours * 3600, speed)) })
        .where(eq(stops.id, first.id));
    }
    await syncTimelines(db, order.id);
    events.push({
      kind: 'status',
      orderId: order.id,
      customerId: order.customer_id,
      status: 'ALLOCATED',
      previousStatus: 'CREATED',
    });
  }
  return events;
}
