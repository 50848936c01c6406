import { toIsoDate } from '@box/core/format';
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { drivers, orders, stops } from '../db/schema/index';
import { haversineKm } from '../seed/polyline';
import type { SimulatorEvent } from './events';
import { writeProof } from './proof';
import { legPath, type Point, walk } from './route-path';
import {
  DEFAULT_FAILURE_RATE,
  DWELL_SECONDS,
  MAX_TICK_MS,
  realMs,
  type StepOptions,
  URBAN_KMH,
} from './settings';
import { syncTimelines } from './timeline-sync';

type StopRow = typeof stops.$inferSelect;
const CUSTOMER_TASKS = new Set(['DELIVERY', 'PICKUP']);

const OpenOrder = v.object({
  id: v.number(),
  customer_id: v.number(),
  status: v.string(),
  driver_id: v.number(),
  geometry: v.nullable(v.string()),
  /** node-postgres and PGlite both give a Date; a string is read the same way. */
  allocated_at: v.nullable(v.union([v.string(), v.date()])),
});
type OpenOrder = v.InferOutput<typeof OpenOrder>;

/**
 * Drivers on open orders move toward their next pending stop; one at a stop long enough finishes it (or fails
 * it), with its proof; the order goes IN_PROGRESS after its first stop and FINISHED after its last. A driver
 * with several open orders works on one at a time (the one in progress, else the oldest allocation).
 */
export async function advanceOpenOrders(db: Database, options: StepOptions): Promise<SimulatorEvent[]> {
  const open = await queryRows(
    db,
    sql`SELECT id, customer_id, status, driver_id, geometry, allocated_at FROM orders
      WHERE status IN ('ALLOCATED', 'IN_PROGRESS') AND driver_id IS NOT NULL
      ORDER BY (status = 'IN_PROGRESS') DESC, allocated_at NULLS LAST, id`,
    OpenOrder,
  );
  const busy = new Set<number>();
  const events: SimulatorEvent[] = [];
  for (const order of open) {
    if (busy.has(order.driver_id)) continue;
    busy.add(order.driver_id);
    events.push(...(await advanceOrder(db, options, order)));
  }
  return events;
}

async function advanceOrder(db: Database, options: StepOptions, order: OpenOrder): Promise<SimulatorEvent[]> {
  const { now, speed } = options;
  const orderStops = await db
    .select()
    .from(stops)
    .where(eq(stops.orderId, order.id))
    .orderBy(asc(stops.position));
  const nextIndex = orderStops.findIndex((s) => s.status === 'PENDING');
  if (nextIndex < 0) return finishOrder(db, options, order);
  const next = orderStops[nextIndex]!;

  if (next.arrivedAt) {
    if (now.getTime() - next.arrivedAt.getTime() < realMs(DWELL_SECONDS, speed)) return [];
    return completeStop(db, options, order, next, orderStops.length - 1 === nextIndex);
  }

  const [driver] = await db.select().from(drivers).where(eq(drivers.id, order.driver_id));
  if (!driver) return [];
  const target: Point = [next.latitude, next.longitude];
  if (driver.lastLatitude == null || driver.lastLongitude == null || !driver.locationUpdatedAt) {
    // Never seen: it shows up a little away from the stop and starts driving at the next tick.
    await db
      .update(drivers)
      .set({
        lastLatitude: target[0] + options.rng.between(-0.02, 0.02),
        lastLongitude: target[1] + options.rng.between(-0.02, 0.02),
        locationUpdatedAt: now,
      })
      .where(eq(drivers.id, driver.id));
    return [];
  }
  const here: Point = [driver.lastLatitude, driver.lastLongitude];
  const elapsed = Math.min(Math.max(0, now.getTime() - driver.locationUpdatedAt.getTime()), MAX_TICK_MS);
  const km = (URBAN_KMH * elapsed * speed) / 3_600_000;

  // The route between the previous stop and this one, without the corners the driver has already passed.
  const previous = orderStops[nextIndex - 1];
  const route = previous
    ? legPath(order.geometry, [previous.latitude, previous.longitude], target)
    : [here, target];
  const toGo = haversineKm(here, target);
  const ahead = route.slice(1, -1).filter((p) => haversineKm(p, target) < toGo);
  const { point, remainingKm } = walk([here, ...ahead, target], km);
  const arrived = remainingKm === 0;

  await db
    .update(drivers)
    .set({ lastLatitude: point[0], lastLongitude: point[1], locationUpdatedAt: now })
    .where(eq(drivers.id, driver.id));
  const eta = new Date(now.getTime() + realMs((remainingKm / URBAN_KMH) * 3600, speed));
  await db
    .update(stops)
    .set(arrived ? { arrivedAt: now, estimatedArrivalAt: now } : { estimatedArrivalAt: eta })
    .where(eq(stops.id, next.id));
  return [{ kind: 'moved', orderId: order.id, driverId: driver.id, arrived }];
}

async function completeStop(
  db: Database,
  options: StepOptions,
  order: OpenOrder,
  stop: StopRow,
  last: boolean,
): Promise<SimulatorEvent[]> {
  const { now, rng } = options;
  const customerStop = CUSTOMER_TASKS.has(stop.taskType);
  const failed = customerStop && rng.chance(options.failureRate ?? DEFAULT_FAILURE_RATE);
  const status = failed ? 'FAILED' : 'FINISHED';
  await db.update(stops).set({ status, statusUpdatedAt: now, finishedAt: now }).where(eq(stops.id, stop.id));
  // The time spent at the stop is not driving time: the next leg counts from now.
  await db.update(drivers).set({ locationUpdatedAt: now }).where(eq(drivers.id, order.driver_id));
  const events: SimulatorEvent[] = [
    { kind: 'stop', orderId: order.id, customerId: order.customer_id, stopId: stop.id, status },
  ];
  if (customerStop) {
    const { podId, success } = await writeProof(db, rng, options.token, stop, failed, now);
    events.push({ kind: 'proof', orderId: order.id, customerId: order.customer_id, podId, success });
  }
  if (last) return [...events, ...(await finishOrder(db, options, order))];
  if (order.status === 'ALLOCATED') {
    // The trip started when the driver set out for the first stop.
    await db
      .update(orders)
      .set({
        status: 'IN_PROGRESS',
        status2: 'IN_PROGRESS',
        statusUpdatedAt: now,
        startedAt: order.allocated_at ? new Date(order.allocated_at) : now,
      })
      .where(eq(orders.id, order.id));
    events.push({
      kind: 'status',
      orderId: order.id,
      customerId: order.customer_id,
      status: 'IN_PROGRESS',
      previousStatus: order.status,
    });
  }
  await syncTimelines(db, order.id);
  return events;
}

async function finishOrder(db: Database, options: StepOptions, order: OpenOrder): Promise<SimulatorEvent[]> {
  const { now } = options;
  await db
    .update(orders)
    .set({
      status: 'FINISHED',
      status2: null,
      statusUpdatedAt: now,
      finishedAt: now,
      startedAt: sql`coalesce(${orders.startedAt}, ${orders.allocatedAt}, ${now.toISOString()}::timestamptz)`,
      invoiceDate: toIsoDate(now),
    })
    .where(eq(orders.id, order.id));
  await syncTimelines(db, order.id);
  return [
    {
      kind: 'status',
      orderId: order.id,
      customerId: order.customer_id,
      status: 'FINISHED',
      previousStatus: order.status,
    },
  ];
}
