import {
  type ApiClientOptions,
  createOrderTrackingApi,
  createShipmentsApi,
  createTransport,
} from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The only calls the order page makes (its tracking, and saving a stop's recipients), so its bundle carries
 * none of the other resources' calls.
 */
export function createOrderTrackingClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { saveShipmentTrackings } = createShipmentsApi(transport);
  return { ...createOrderTrackingApi(transport), saveShipmentTrackings };
}

export type OrderTrackingClient = ReturnType<typeof createOrderTrackingClient>;

/** The provider and `useApi()` of this client, typed as what `createOrderTrackingClient` builds. */
export const orderTrackingApi = /* @__PURE__ */ createApiContext(createOrderTrackingClient);
