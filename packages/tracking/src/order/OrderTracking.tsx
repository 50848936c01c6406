import { API_BASE_PATH, mapStyleUrl } from '@box/core/api';
import { TRACKING_POLL_MS } from '@box/core/catalogues';
import type { OrderTracking as OrderTrackingAnswer } from '@box/core/schemas';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { useMemo } from 'react';
import { orderTrackingApi } from './api';
import { OrderTrackingScreen } from './OrderTrackingScreen';
import { orderTrackingRequest } from './request';
import { ORDER_TRACKING_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface OrderTrackingProps extends ApiSettings {
  /** Signed in: the OS number (GET /orders/{id}/tracking). Give this or `token`, not both. */
  orderId?: number | string | null;
  /** Public: the token of the link /r/{token} (GET /orders/public/{token}/tracking). */
  token?: string | null;
  /** The map's MapLibre style (URL or object); default the server's `{apiBase}/map/style.json`. */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the page's own origin. */
  mapWorkerUrl?: string;
  /** Milliseconds between refreshes; default 60000 (SPEC §9). */
  pollInterval?: number;
  /** Origin of the share link {origin}/r/{token}; default the API's origin. */
  shareOrigin?: string;
  /** The WhatsApp number of the public page's contact button; none by default, and then no WhatsApp is offered. */
  whatsapp?: string;
  /** Where the user asked to go (a signed-in proof page); the host's router decides. */
  onNavigate?: (path: string) => void;
  /**
   * The answer the server rendered the page with (a hydrated /r/{token}): shown at once and asked again only at
   * the next refresh; null, the server found no such order (the unavailable page, no request).
   */
  initialTracking?: OrderTrackingAnswer | null;
}

const OrderTrackingRoot = defineBoxWidget({
  api: orderTrackingApi,
  styles: ORDER_TRACKING_STYLES,
  screen: function OrderTrackingRequest({
    orderId,
    token,
    apiBase = DEFAULT_API_BASE,
    mapStyle,
    mapWorkerUrl,
    pollInterval = TRACKING_POLL_MS,
    shareOrigin,
    whatsapp,
    onNavigate,
    initialTracking,
  }: OrderTrackingProps) {
    const request = useMemo(() => orderTrackingRequest({ orderId, token }), [orderId, token]);
    return (
      <OrderTrackingScreen
        request={request}
        initial={initialTracking}
        apiBase={apiBase}
        mapStyle={mapStyle || mapStyleUrl(apiBase)}
        mapWorkerUrl={mapWorkerUrl}
        pollInterval={pollInterval}
        shareOrigin={shareOrigin}
        whatsapp={whatsapp}
        onNavigate={onNavigate}
      />
    );
  },
});

/**
 * The order tracking page of SPEC §2/§3 ('Rastreamento da Ordem de Serviço') as a React component. Its API base
 * is its own (default '/jade/api'), not an enclosing widget's: the share link and the map follow it.
 */
export function OrderTracking({ apiBase = DEFAULT_API_BASE, ...props }: OrderTrackingProps) {
  return <OrderTrackingRoot {...props} apiBase={apiBase} />;
}
