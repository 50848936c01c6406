import { MONITORING_SINCE } from '../catalogues/constants';
import { OrdersStatusResponse } from '../schemas/orders';
import { OrderTracking } from '../schemas/tracking';
import { type Call, segment } from './transport';

export function orderCalls(call: Call) {
  return {
    /** GET /orders/status?since=72 hours ago */
    ordersStatus: (since: string = MONITORING_SINCE) =>
      call(OrdersStatusResponse, 'orders/status', { searchParams: { since } }),
    /** GET /orders/{id}/tracking (logged in) */
    orderTracking: (id: number) => call(OrderTracking, `orders/${segment(id)}/tracking`),
    /** GET /orders/public/{token}/tracking */
    publicOrderTracking: (token: string) => call(OrderTracking, `orders/public/${segment(token)}/tracking`),
  };
}
