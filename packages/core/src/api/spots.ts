import type * as v from 'valibot';
import { type FillMissingDataBody, FillMissingDataResponse } from '../schemas/batch';
import {
  type BatchSpot,
  CreateSpotResponse,
  type EstimateRequest,
  type NewSpotCommand,
  PriceEstimate,
  SpotsConfig,
  VehiclesResponse,
} from '../schemas/spots';
import type { ApiTransport } from './transport';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function createSpotsApi({ call }: ApiTransport) {
  return {
    /** GET /spots/config */
    spotsConfig: () => call(SpotsConfig, 'spots/config'),
    /** GET /spots/vehicles-v2 */
    vehicles: () => call(VehiclesResponse, 'spots/vehicles-v2'),
    /** POST /spot/estimate (singular 'spot', as SPEC §7 writes it). */
    estimate: (body: v.InferInput<typeof EstimateRequest>) =>
      call(PriceEstimate, 'spot/estimate', { method: 'post', json: body }),
    /**
     * POST /spots → { id }. Pass the same `idempotencyKey` when retrying one finish (e.g. after filling the
     * finance info), so the server creates the order once.
     */
    createSpot: (body: v.InferInput<typeof NewSpotCommand>, options: { idempotencyKey?: string } = {}) =>
      call(CreateSpotResponse, 'spots', {
        method: 'post',
        json: body,
        ...(options.idempotencyKey ? { headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey } } : {}),
      }),
    /** POST /spots/batch/shipments/fill-missing-data */
    fillMissingBatchData: (body: v.InferInput<typeof FillMissingDataBody>) =>
      call(FillMissingDataResponse, 'spots/batch/shipments/fill-missing-data', {
        method: 'post',
        json: body,
      }),
    /** POST /spots/batch: one super-batch group → { id }. The key is required: the server refuses a group without one. */
    createBatch: (body: v.InferInput<typeof BatchSpot>, options: { idempotencyKey: string }) =>
      call(CreateSpotResponse, 'spots/batch', {
        method: 'post',
        json: body,
        headers: { [IDEMPOTENCY_HEADER]: options.idempotencyKey },
      }),
  };
}
