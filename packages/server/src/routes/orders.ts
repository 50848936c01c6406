import { hoursBefore } from '@box/core/rules';
import { OrdersStatusQuery } from '@box/core/schemas';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { singleFlightPerDatabase } from '../http/single-flight';
import { validQuery } from '../http/validate';
import { monitoringOrdersJson } from '../queries/orders-status';

// The portal's hottest call: a shipper's tabs and colleagues ask for the same list at once. Requests of one
// customer that overlap share one query and one compressed answer.
const flightOf = singleFlightPerDatabase<SharedJson>();

/** /jade/api/orders/* */
export const orderRoutes = new Hono<AppEnv>().get(
  '/orders/status',
  requireAccess('customer', 'orders:read'),
  validQuery(OrdersStatusQuery),
  async (c) => {
    const { db, clock } = c.get('deps');
    const query = c.req.valid('query');
    const customerId = sessionOf(c).customerId;
    const answer = await flightOf(db)(`${customerId} ${query.since}`, async () => {
      const from = hoursBefore(clock(), query.since);
      const orders = await monitoringOrdersJson(db, customerId, from);
      // core's OrdersStatusResponse, written around the JSON the database built.
      return new SharedJson(`{"orders":${orders}}`);
    });
    return sendSharedJson(c, answer);
  },
);
