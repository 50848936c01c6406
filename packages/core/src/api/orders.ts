import { MONITORING_SINCE } from '../rules/hours-ago';
import { OrdersStatusResponse } from '../schemas/orders';
import { ApiError } from './errors';
import { type ApiTransport, parseResponse } from './transport';

/** The monitoring list. Apart from tracking (./order-tracking) so a widget that lists orders skips its schemas. */
export function createOrdersApi({ raw }: ApiTransport) {
  return {
    /**
     * GET /orders/status?since=72 hours ago. SPEC §7 expects status 200 and §8 shows any other as
     * 'Erro! status: {code}': another success (a 204, a 202) is refused with its status, not read as a list.
     */
    ordersStatus: async (since: string = MONITORING_SINCE) => {
      const response = await raw('orders/status', { searchParams: { since } });
      if (response.status !== 200) throw new ApiError(response.status, null);
      return parseResponse(OrdersStatusResponse, 'orders/status', response);
    },
  };
}
