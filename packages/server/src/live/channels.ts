import type { Database } from '../db/database';
import { orderTrackingJson } from '../queries/order-tracking';
import { customerOrdersJson } from '../queries/orders-status';
import { findShipmentTracking } from '../queries/shipment-tracking';
import { shipmentTrackingAnswer } from '../tracking/shipment-answer';
import type { Built, ChannelSpec } from './hub';

/*
 * The four streams' channels. Each builds its answer with the very function its GET twin answers with, so a
 * stream's event and the GET cannot differ in shape. Keys carry what the answer depends on: the origin (links
 * in the answer), and for the signed-in order the caller's reach.
 */

const sent = (data: string | null): Built => (data === null ? { kind: 'gone' } : { kind: 'send', data });

/** GET /orders/status's rows, only the orders that changed: the client upserts them by id. */
export const customerChannel = (db: Database, customerId: number): ChannelSpec => ({
  key: `customer ${customerId}`,
  event: 'orders',
  watch: { customerId },
  async build(orderIds) {
    const orders = await customerOrdersJson(db, customerId, orderIds);
    // A deleted order leaves nothing to say.
    return orders === '[]' ? { kind: 'skip' } : { kind: 'send', data: `{"orders":${orders}}` };
  },
});

/** GET /orders/{id}/tracking's answer (personal data: the caller's own order only). */
export const orderChannel = (
  db: Database,
  orderId: number,
  customerId: number | 'any',
  origin: string,
): ChannelSpec => ({
  key: `order ${orderId} ${customerId} ${origin}`,
  event: 'tracking',
  watch: { orderId },
  build: async () =>
    sent(await orderTrackingJson(db, { by: 'id', orderId, customerId }, { origin, personal: true })),
});

/** GET /orders/public/{token}/tracking's answer: public fields only; a revoked token ends the stream. */
export const publicOrderChannel = (
  db: Database,
  token: string,
  orderId: number,
  origin: string,
): ChannelSpec => ({
  key: `public ${token} ${origin}`,
  event: 'tracking',
  watch: { orderId },
  build: async () => sent(await orderTrackingJson(db, { by: 'token', token }, { origin, personal: false })),
});

/** GET /shipments/by-hash/{hash}/tracking's answer. */
export const shipmentChannel = (
  db: Database,
  hash: string,
  orderId: number,
  origin: string,
): ChannelSpec => ({
  key: `shipment ${hash} ${origin}`,
  event: 'tracking',
  watch: { orderId },
  async build() {
    const row = await findShipmentTracking(db, { by: 'hash', hash });
    if (!row || row.stop_id === null) return { kind: 'gone' };
    return { kind: 'send', data: JSON.stringify(shipmentTrackingAnswer(row, origin)) };
  },
});
