import { OrdersStatusQuery } from '@box/core';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { parseQuery } from '../http/validate';
import { monitoringOrdersJson } from '../queries/orders-status';

const HOUR_MS = 60 * 60 * 1000;

/** 'N hours ago' (already validated by core's OrdersStatusQuery) → the instant it names. */
export function sinceInstant(since: string, now: Date): Date {
  const hours = Number.parseInt(since, 10);
  return new Date(now.getTime() - hours * HOUR_MS);
}

/** /jade/api/orders/* */
export const orderRoutes = new Hono<AppEnv>().get('/orders/status', requireAccess('customer'), async (c) => {
  const { db, clock } = c.get('deps');
  const query = parseQuery(c, OrdersStatusQuery);
  const orders = await monitoringOrdersJson(db, sessionOf(c).customerId, sinceInstant(query.since, clock()));
  // core's OrdersStatusResponse, written around the JSON the database built.
  return c.body(`{"orders":${orders}}`, 200, { 'content-type': 'application/json; charset=UTF-8' });
});
