import {
  type ApiClientOptions,
  createLiveApi,
  createOrderTrackingApi,
  createShipmentsApi,
  createTransport,
} from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The only calls the order page makes (its tracking and its live stream, and saving a stop's recipients), so its bundle carries
 * none of the other resources' calls.
 */
export function createOrderTrackingClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { saveShipmentTrackings } = createShipmentsApi(transport);
  const { orderTrackingLive, publicOrderTrackingLive } = createLiveApi(transport);
  return {
    ...createOrderTrackingApi(transport),
    saveShipmentTrackings,
    orderTrackingLive,
    publicOrderTrackingLive,
  };
}

export type OrderTrackingClient = ReturnType<typeof createOrderTrackingClient>;

/** The provider and `useApi()` of this client, typed as what `createOrderTrackingClient` builds. */
export const orderTrackingApi = /* @__PURE__ */ createApiContext(createOrderTrackingClient);
