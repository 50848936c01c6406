import { ROLE } from '@box/core/schemas';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError } from '../http/errors';
import { ORDER_NOT_FOUND } from '../routes/order-tracking';
import { idParam, tokenParam } from '../routes/path-params';
import { SHIPMENT_NOT_FOUND } from '../routes/shipment-tracking';
import { ownOrigin } from '../security/origins';
import { customerChannel, orderChannel, publicOrderChannel, shipmentChannel } from './channels';
import type { ChannelSpec } from './hub';
import { liveServiceFor } from './service';
import { sseResponse } from './sse';
import { isOwnOrder, orderOfShipmentHash, orderOfToken } from './targets';

async function stream(c: Context<AppEnv>, spec: ChannelSpec): Promise<Response> {
  const { db, config } = c.get('deps');
  const service = liveServiceFor(db, config.databaseUrl);
  await service.start();
  return sseResponse(c, service.hub, spec);
}

/**
 * Live updates (issue 18; the contract is README.md's 'Live updates'): each stream is its GET twin's path plus
 * /live, with the same guard, the same 401/403/404 before anything streams, and events built by the same query.
 */
export const liveRoutes = new Hono<AppEnv>()
  .get('/orders/status/live', requireAccess('customer', 'orders:read'), (c) => {
    const { db } = c.get('deps');
    return stream(c, customerChannel(db, sessionOf(c).customerId));
  })
  .get('/orders/public/:token/tracking/live', async (c) => {
    const { db, config } = c.get('deps');
    const token = tokenParam(c.req.param('token'), ORDER_NOT_FOUND);
    const orderId = await orderOfToken(db, token);
    if (orderId === null) throw new HttpError(404, ORDER_NOT_FOUND);
    return stream(c, publicOrderChannel(db, token, orderId, ownOrigin(c, config)));
  })
  .get('/orders/:id/tracking/live', requireAccess('customer', 'orders:read'), async (c) => {
    const { db, config } = c.get('deps');
    const orderId = idParam(c.req.param('id'), 'id');
    const session = sessionOf(c);
    const customerId = session.roleId === ROLE.SUPER_ADMIN ? 'any' : session.customerId;
    if (!(await isOwnOrder(db, orderId, customerId))) throw new HttpError(404, ORDER_NOT_FOUND);
    return stream(c, orderChannel(db, orderId, customerId, ownOrigin(c, config)));
  })
  .get('/shipments/by-hash/:hash/tracking/live', async (c) => {
    const { db, config } = c.get('deps');
    const hash = tokenParam(c.req.param('hash'), SHIPMENT_NOT_FOUND);
    const orderId = await orderOfShipmentHash(db, hash);
    if (orderId === null) throw new HttpError(404, SHIPMENT_NOT_FOUND);
    const spec = shipmentChannel(db, hash, orderId, ownOrigin(c, config));
    // The GET's other 404 (a shipment without its stop), asked the way the GET asks it.
    if ((await spec.build([])).kind === 'gone') throw new HttpError(404, SHIPMENT_NOT_FOUND);
    return stream(c, spec);
  });
