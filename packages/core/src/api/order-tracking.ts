import { OrderTracking } from '../schemas/tracking';
import { type ApiTransport, segment } from './transport';

export function createOrderTrackingApi({ call }: ApiTransport) {
  return {
    /** GET /orders/{id}/tracking (logged in) */
    orderTracking: (id: number) => call(OrderTracking, `orders/${segment(id)}/tracking`),
    /** GET /orders/public/{token}/tracking: authorised by its token, no credential of the page. */
    publicOrderTracking: (token: string) =>
      call(OrderTracking, `orders/public/${segment(token)}/tracking`, { urlAuthorised: true }),
  };
}
