import { OrdersStatusQuery } from '@box/core';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { singleFlightPerDatabase } from '../http/single-flight';
import { parseQuery } from '../http/validate';
import { monitoringOrdersJson } from '../queries/orders-status';

const HOUR_MS = 60 * 60 * 1000;

/** 'N hours ago' (already validated by core's OrdersStatusQuery) → the instant it names. */
export function sinceInstant(since: string, now: Date): Date {
  const hours = Number.parseInt(since, 10);
  return new Date(now.getTime() - hours * HOUR_MS);
}

// The portal's hottest call: a shipper's tabs and colleagues ask for the same list at once. Requests of one
// customer that overlap share one query and one compressed answer.
const flightOf = singleFlightPerDatabase<SharedJson>();

/** /jade/api/orders/* */
export const orderRoutes = new Hono<AppEnv>().get('/orders/status', requireAccess('customer'), async (c) => {
  const { db, clock } = c.get('deps');
  const query = parseQuery(c, OrdersStatusQuery);
  const customerId = sessionOf(c).customerId;
  const answer = await flightOf(db)(`${customerId} ${query.since}`, async () => {
    const orders = await monitoringOrdersJson(db, customerId, sinceInstant(query.since, clock()));
    // core's OrdersStatusResponse, written around the JSON the database built.
    return new SharedJson(`{"orders":${orders}}`);
  });
  return sendSharedJson(c, answer);
});
