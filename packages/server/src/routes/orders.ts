import { hoursBefore } from '@box/core/rules';
import { OrdersStatusQuery } from '@box/core/schemas';
import { Hono } from 'hono';
import { customerChangesOf } from '../cache/customer-changes';
import { perDatabase } from '../db/per-database';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { KeptAnswers } from '../http/kept-answers';
import { validQuery } from '../http/validate';
import { liveServiceFor } from '../live/service';
import { monitoringOrdersJson } from '../queries/orders-status';

/**
 * How long a monitoring answer is reused while its customer's orders are unchanged. The limit bounds how far the
 * 72-hour window has moved under a kept answer, and how long a change no trigger announces (a requester's or a
 * driver's new name, made by someone else) can take to show.
 */
export const ORDERS_STATUS_MAX_AGE_MS = 10_000;

/**
 * The stretch of clock a kept answer serves: the window moves with the clock, so an answer is never reused for a
 * clock more than the maximum age away. Each customer's stretches start at an offset of their own (the id times
 * the golden ratio, which spreads even consecutive ids evenly), so that the answers of every shipper on screen
 * do not all expire at the same instant and rebuild at once.
 */
export function answerSlot(customerId: number, nowMs: number): number {
  const offset = Math.floor(((customerId * 0.6180339887498949) % 1) * ORDERS_STATUS_MAX_AGE_MS);
  return Math.floor((nowMs + offset) / ORDERS_STATUS_MAX_AGE_MS);
}

/**
 * The monitoring answers of one database, shared by every app over it. Each is kept until its customer's
 * orders change (cache/customer-changes.ts: the database announces every change with its customer, and a
 * write request forgets its customer's answers at once), so a write to one shipper's orders never costs the
 * other shippers their kept answers (issue 19, `pnpm bench api`).
 */
const ordersStatusAnswers = perDatabase(() => new KeptAnswers<SharedJson>(ORDERS_STATUS_MAX_AGE_MS));

/** /jade/api/orders/* */
export const orderRoutes = new Hono<AppEnv>().get(
  '/orders/status',
  requireAccess('customer', 'orders:read'),
  validQuery(OrdersStatusQuery),
  async (c) => {
    const { db, clock, config } = c.get('deps');
    const query = c.req.valid('query');
    const customerId = sessionOf(c).customerId;
    const now = clock();
    const slot = answerSlot(customerId, now.getTime());
    const changes = customerChangesOf(liveServiceFor(db, config.databaseUrl));
    const key = `${customerId} ${query.since} ${slot}`;
    const answer = await ordersStatusAnswers(db).get(
      key,
      () => changes.stamp(customerId),
      async () => {
        const orders = await monitoringOrdersJson(db, customerId, hoursBefore(now, query.since));
        // core's OrdersStatusResponse, written around the JSON the database built.
        return new SharedJson(`{"orders":${orders}}`);
      },
    );
    return sendSharedJson(c, answer);
  },
);
