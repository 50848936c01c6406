import { type ApiClientOptions, createLiveApi, createShipmentsApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The calls of the shipment page and the rating modal (GET …/tracking, POST …/rating): core's shipments factory
 * over one transport rather than `createApiClient`, so those bundles carry no other resource's schemas.
 */
export function createShipmentTrackingApi(options: ApiClientOptions) {
  const transport = createTransport(options);
  const { shipmentByHashLive } = createLiveApi(transport);
  return { ...createShipmentsApi(transport), shipmentByHashLive };
}

export type ShipmentTrackingApi = ReturnType<typeof createShipmentTrackingApi>;

/** The provider and `useApi()` of this client, typed as what `createShipmentTrackingApi` builds. */
export const shipmentTrackingApi = /* @__PURE__ */ createApiContext(createShipmentTrackingApi);
