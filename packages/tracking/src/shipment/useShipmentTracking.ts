import { SessionExpiredError } from '@box/core/api';
import type { ShipmentTrackingRequest } from '@box/core/rules';
import { ShipmentTracking } from '@box/core/schemas';

import { useCallback, useMemo } from 'react';
import { trackingEvent } from '../shared/liveEvent';
import { serverSeed } from '../shared/serverSeed';
import { shipmentTrackingApi } from '../shared/shipments-api';
import { type Polling, usePolling } from '../shared/usePolling';

const sessionGone = (error: unknown) => error instanceof SessionExpiredError;
const readTrackingEvent = trackingEvent(ShipmentTracking);

/**
 * The shipment's tracking answer, by hash or by fiscal document (core's `shipmentTrackingRequest` decides),
 * kept fresh by its live stream, or reloaded every `interval` ms when there is none (SPEC §9). Nothing is
 * loaded for an invalid request.
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
  // Only the hash has a stream; a shipment asked for by its fiscal document is polled.
  const live = useMemo(() => (hash !== null ? api.shipmentByHashLive(hash) : null), [api, hash]);
  return usePolling(load, {
    interval,
    enabled: request !== null,
    isFatal: sessionGone,
    initial: serverSeed(initial),
    live,
    fromEvent: readTrackingEvent,
  });
}
