import { MONITORING_SINCE } from '../catalogues/constants';
import { OrdersStatusResponse } from '../schemas/orders';
import type { ApiTransport } from './transport';

/** The monitoring list. Apart from tracking (./order-tracking) so a widget that lists orders skips its schemas. */
export function createOrdersApi({ call }: ApiTransport) {
  return {
    /** GET /orders/status?since=72 hours ago */
    ordersStatus: (since: string = MONITORING_SINCE) =>
      call(OrdersStatusResponse, 'orders/status', { searchParams: { since } }),
  };
}
