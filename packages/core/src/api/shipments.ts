import type * as v from 'valibot';
import { OkResponse } from '../schemas/primitives';
import {
  type RatingBody,
  ShipmentSharing,
  ShipmentTracking,
  type ShipmentTrackingsBody,
} from '../schemas/tracking';
import { type ApiTransport, segment } from './transport';

export function createShipmentsApi({ call }: ApiTransport) {
  return {
    /** POST /shipments/trackings: replaces the recipients of a shipment; answers its sharing. */
    saveShipmentTrackings: (body: v.InferInput<typeof ShipmentTrackingsBody>) =>
      call(ShipmentSharing, 'shipments/trackings', { method: 'post', json: body }),
    /** GET /shipments/by-hash/{hash}/tracking */
    shipmentByHash: (hash: string) =>
      call(ShipmentTracking, `shipments/by-hash/${segment(hash)}/tracking`, { urlAuthorised: true }),
    /** GET /shipments/by-dfe/{accessKey}/tracking?client_code= */
    shipmentByDfe: (accessKey: string, clientCode: string) =>
      call(ShipmentTracking, `shipments/by-dfe/${segment(accessKey)}/tracking`, {
        searchParams: { client_code: clientCode },
        urlAuthorised: true,
      }),
    /** POST /shipments/by-hash/{hash}/rating */
    rateShipment: (hash: string, body: v.InferInput<typeof RatingBody>) =>
      call(OkResponse, `shipments/by-hash/${segment(hash)}/rating`, {
        method: 'post',
        json: body,
        urlAuthorised: true,
      }),
  };
}
