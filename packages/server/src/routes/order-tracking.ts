import { API_ERROR_CODE, ROLE } from '@box/core/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import { SharedJson, sendSharedJson } from '../http/compression';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { singleFlightPerDatabase } from '../http/single-flight';
import { type OrderTrackingJson, orderTrackingJson } from '../queries/order-tracking';
import { ensureOrderTrackingToken } from '../queries/order-tracking-token';
import { ownOrigin } from '../security/origins';
import { idParam, tokenParam } from './path-params';

export const ORDER_NOT_FOUND = {
  code: API_ERROR_CODE.NOT_FOUND,
  message: 'Ordem de serviço não encontrada.',
};

// The body is core's `OrderTracking` as PostgreSQL printed it (queries/order-tracking.ts).
const sendJson = (c: Context<AppEnv>, json: OrderTrackingJson) =>
  c.body(json, 200, { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store' });

// Every recipient of an order polls the same public page: requests for one token that arrive while its answer
// is being built share that answer, and its compressed bytes (it carries no token or personal data).
const publicFlightOf = singleFlightPerDatabase<SharedJson | null>();

/** /jade/api/orders/{id}/tracking (signed in) and /jade/api/orders/public/{token}/tracking (the /r/ page). */
export const orderTrackingRoutes = new Hono<AppEnv>()
  .get('/orders/public/:token/tracking', async (c) => {
    const { db, config } = c.get('deps');
    const token = tokenParam(c.req.param('token'), ORDER_NOT_FOUND);
    const origin = ownOrigin(c, config);
    const answer = await publicFlightOf(db)(`${origin} ${token}`, async () => {
      const json = await orderTrackingJson(db, { by: 'token', token }, { origin, personal: false });
      return json ? new SharedJson(json) : null;
    });
    if (!answer) throw new HttpError(404, ORDER_NOT_FOUND);
    return sendSharedJson(c, answer, { 'cache-control': 'no-store' });
  })
  .get('/orders/:id/tracking', requireAccess('customer', 'orders:read'), async (c) => {
    const { db, config, clock } = c.get('deps');
    const orderId = idParam(c.req.param('id'), 'id');
    const session = sessionOf(c);
    // Another customer's order answers like one that does not exist: ids must not reveal what others have.
    const customerId = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
    const lookup = { by: 'id', orderId, customerId } as const;
    const options = { origin: ownOrigin(c, config), personal: true };
    let json = await orderTrackingJson(db, lookup, options);
    if (!json) throw new HttpError(404, ORDER_NOT_FOUND);
    if (JSON.parse(json).publicToken === null) {
      await ensureOrderTrackingToken(db, orderId, clock());
      json = await orderTrackingJson(db, lookup, options);
      if (!json) throw new HttpError(404, ORDER_NOT_FOUND);
    }
    return sendJson(c, json);
  });
