import type { Order, OrderStatus } from '@box/core';
import { and, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { drivers, orders, stops, users } from '../db/schema/index';
import { abbreviateName } from '../domain/names';

const OPEN_STATUSES = ['CREATED', 'ALLOCATED', 'IN_PROGRESS'];

/**
 * Monitoring rows of one customer: orders created or scheduled since `since`, plus every order still open
 * whatever its age. The customer id always comes from the session, never from the request.
 */
export async function listMonitoringOrders(db: Database, customerId: number, since: Date): Promise<Order[]> {
  const stopCounts = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      done: sql<number>`count(*) filter (where ${stops.status} <> 'PENDING')::int`.as('done'),
      failed: sql<number>`count(*) filter (where ${stops.status} = 'FAILED')::int`.as('failed'),
    })
    .from(stops)
    .where(eq(stops.orderId, orders.id))
    .as('stop_counts');

  const rows = await db
    .select({
      order: {
        id: orders.id,
        externalId: orders.externalId,
        status: orders.status,
        status2: orders.status2,
        vehicleType: orders.vehicleType,
        grossPrice: orders.grossPrice,
        netPrice: orders.netPrice,
        freightPrice: orders.freightPrice,
        totalTaxes: orders.totalTaxes,
        createdAt: orders.createdAt,
        scheduledFor: orders.scheduledFor,
      },
      requester: users.name,
      driver: { firstName: drivers.firstName, lastName: drivers.lastName, plate: drivers.vehiclePlate },
      counts: { total: stopCounts.total, done: stopCounts.done, failed: stopCounts.failed },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.requesterId))
    .leftJoin(drivers, eq(drivers.id, orders.driverId))
    .leftJoinLateral(stopCounts, sql`true`)
    .where(
      and(
        eq(orders.customerId, customerId),
        or(
          gte(orders.createdAt, since),
          gte(orders.scheduledFor, since),
          inArray(orders.status, OPEN_STATUSES),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));

  return rows.map(({ order, requester, driver, counts }) => {
    const driverName = driver && driver.firstName !== null ? `${driver.firstName} ${driver.lastName}` : null;
    return {
      id: order.id,
      externalId: order.externalId,
      status: order.status as OrderStatus,
      status2: order.status2,
      vehicleType: order.vehicleType,
      grossPrice: order.grossPrice,
      net_price: order.netPrice,
      freight_price: order.freightPrice,
      total_taxes: order.totalTaxes,
      created_at: order.createdAt.toISOString(),
      scheduled_for: order.scheduledFor?.toISOString() ?? null,
      requester,
      requesterAbbr: abbreviateName(requester),
      driver:
        driverName && driver?.plate
          ? { name: driverName, nameAbbr: abbreviateName(driverName), vehicle_plate: driver.plate }
          : null,
      progress: counts?.done ?? 0,
      total_stops: counts?.total ?? 0,
      failed_services: counts?.failed ?? 0,
    };
  });
}
