import { liveStream } from './live';
import { type ApiTransport, segment } from './transport';

/**
 * The live streams of issue 18: each is its GET's path plus `/live`, authorised the same way. Apart from the
 * resources' factories so a bundle that never subscribes carries no SSE reader.
 */
export function createLiveApi(transport: ApiTransport) {
  return {
    /** GET /orders/status/live: `event: orders` with the caller's orders that changed. */
    ordersStatusLive: () => liveStream(transport, 'orders/status/live'),
    /** GET /orders/{id}/tracking/live (logged in): `event: tracking` with the whole answer. */
    orderTrackingLive: (id: number) => liveStream(transport, `orders/${segment(id)}/tracking/live`),
    /** GET /orders/public/{token}/tracking/live: authorised by its token, like its GET. */
    publicOrderTrackingLive: (token: string) =>
      liveStream(transport, `orders/public/${segment(token)}/tracking/live`, { urlAuthorised: true }),
    /** GET /shipments/by-hash/{hash}/tracking/live: authorised by its hash, like its GET. */
    shipmentByHashLive: (hash: string) =>
      liveStream(transport, `shipments/by-hash/${segment(hash)}/tracking/live`, { urlAuthorised: true }),
  };
}
