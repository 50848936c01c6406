import { SessionExpiredError } from '@box/core/api';
import type { ShipmentTrackingRequest } from '@box/core/rules';
import type { ShipmentTracking } from '@box/core/schemas';

import { useCallback } from 'react';
import { serverSeed } from '../shared/serverSeed';
import { shipmentTrackingApi } from '../shared/shipments-api';
import { type Polling, usePolling } from '../shared/usePolling';

const sessionGone = (error: unknown) => error instanceof SessionExpiredError;

/**
 * The shipment's tracking answer, by hash or by fiscal document (core's `shipmentTrackingRequest` decides),
 * reloaded every `interval` ms (SPEC §9). Nothing is loaded for an invalid request.
 */
export function useShipmentTracking(
  request: ShipmentTrackingRequest | null,
  interval: number,
  /** The server's answer of a hydrated page (null: none found). */
  initial?: ShipmentTracking | null,
): Polling<ShipmentTracking> {
  const api = shipmentTrackingApi.useApi();
  const hash = request?.mode === 'hash' ? request.hash : null;
  const accessKey = request?.mode === 'dfe' ? request.accessKey : null;
  const clientCode = request?.mode === 'dfe' ? request.clientCode : null;
  const load = useCallback(
    () => (hash !== null ? api.shipmentByHash(hash) : api.shipmentByDfe(accessKey ?? '', clientCode ?? '')),
    [api, hash, accessKey, clientCode],
  );
  return usePolling(load, {
    interval,
    enabled: request !== null,
    isFatal: sessionGone,
    initial: serverSeed(initial),
  });
}
