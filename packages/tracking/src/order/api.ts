import {
  type ApiClientOptions,
  createOrderTrackingApi,
  createShipmentsApi,
  createTransport,
} from '@box/core';

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
