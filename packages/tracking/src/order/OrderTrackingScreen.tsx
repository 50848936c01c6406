import { SessionExpiredError } from '@box/core/api';
import { publicOrderTrackingUrl } from '@box/core/rules';
import { OrderTracking } from '@box/core/schemas';
import { ErrorState } from '@box/ui';
import { useCallback, useEffect, useMemo } from 'react';
import { apiOrigin, serverSeed, trackingErrorTexts, usePolling } from '../shared';
import { trackingEvent } from '../shared/liveEvent';
import { orderTrackingApi } from './api';
import { OrderTrackingLoading } from './components/OrderTrackingLoading';
import { OrderTrackingView } from './components/OrderTrackingView';
import { preloadParts } from './components/parts';
import type { OrderTrackingRequest } from './request';

export interface OrderTrackingScreenProps {
  /** null: the parameters were not exactly one valid OS number or token. */
  request: OrderTrackingRequest | null;
  apiBase: string;
  mapStyle: string | Record<string, unknown>;
  mapWorkerUrl?: string;
  pollInterval: number;
  shareOrigin?: string;
  whatsapp?: string;
  onNavigate?: (path: string) => void;
  /** The server's answer of a hydrated page (null: none found); see OrderTrackingProps.initialTracking. */
  initial?: OrderTracking | null;
}

const isSessionExpired = (error: unknown) => error instanceof SessionExpiredError;
const readTrackingEvent = trackingEvent(OrderTracking);

/** Loads the order's tracking and keeps it fresh; the unavailable page when it cannot be had. */
export function OrderTrackingScreen({
  request,
  apiBase,
  mapStyle,
  mapWorkerUrl,
  pollInterval,
  shareOrigin,
  whatsapp,
  onNavigate,
  initial,
}: OrderTrackingScreenProps) {
  const api = orderTrackingApi.useApi();
  const mode = request?.mode;
  const key = request ? (request.mode === 'signed-in' ? request.orderId : request.token) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mode` and `key` are the request
  const load = useCallback(() => {
    if (!request) return Promise.reject(new Error('parâmetros inválidos'));
    return request.mode === 'signed-in'
      ? api.orderTracking(request.orderId)
      : api.publicOrderTracking(request.token);
  }, [api, mode, key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mode` and `key` are the request
  const live = useMemo(() => {
    if (!request) return null;
    return request.mode === 'signed-in'
      ? api.orderTrackingLive(request.orderId)
      : api.publicOrderTrackingLive(request.token);
  }, [api, mode, key]);
  useEffect(preloadParts, []);
  const { state } = usePolling(load, {
    interval: pollInterval,
    enabled: request != null,
    isFatal: isSessionExpired,
    initial: serverSeed(initial),
    live,
    fromEvent: readTrackingEvent,
  });

  if (!request || state.status === 'failed') {
    const { title, message } = trackingErrorTexts(request ? state.error : null);
    return (
      <div className="box-order-tracking box-order-tracking--unavailable">
        <ErrorState title={title} message={message} />
      </div>
    );
  }
  if (state.status === 'loading') return <OrderTrackingLoading />;

  const order = state.data;
  const shareUrl = order.publicToken
    ? publicOrderTrackingUrl(shareOrigin || apiOrigin(apiBase), order.publicToken)
    : null;
  return (
    <OrderTrackingView
      order={order}
      signedIn={request.mode === 'signed-in'}
      apiBase={apiBase}
      mapStyle={mapStyle}
      mapWorkerUrl={mapWorkerUrl}
      shareUrl={shareUrl}
      stale={state.error != null && !isSessionExpired(state.error)}
      whatsapp={whatsapp}
      onNavigate={onNavigate}
    />
  );
}
