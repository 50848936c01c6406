import { API_BASE_PATH, mapStyleUrl, TRACKING_POLL_MS } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { useMemo } from 'react';
import { DEMO_WHATSAPP_NUMBER } from '../shared/contactTexts';
import { createOrderTrackingClient } from './api';
import { OrderTrackingScreen } from './OrderTrackingScreen';
import { orderTrackingRequest } from './request';
import { ORDER_TRACKING_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface OrderTrackingProps {
  /** Signed in: the OS number (GET /orders/{id}/tracking). Give this or `token`, not both. */
  orderId?: number | string | null;
  /** Public: the token of the link /r/{token} (GET /orders/public/{token}/tracking). */
  token?: string | null;
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** The map's MapLibre style (URL or object); default the server's `{apiBase}/map/style.json`. */
  mapStyle?: string | Record<string, unknown>;
  /** Milliseconds between refreshes; default 60000 (SPEC §9). */
  pollInterval?: number;
  /** Origin of the share link {origin}/r/{token}; default the API's origin. */
  shareOrigin?: string;
  /** The WhatsApp number of the public page's contact button; default a demo number (+55 11 90000-0000). */
  whatsapp?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Where the user asked to go (a signed-in proof page); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The order tracking page of SPEC §2/§3 ('Rastreamento da Ordem de Serviço') as a React component. */
export function OrderTracking({
  orderId,
  token,
  apiBase = DEFAULT_API_BASE,
  mapStyle,
  pollInterval = TRACKING_POLL_MS,
  shareOrigin,
  whatsapp = DEMO_WHATSAPP_NUMBER,
  fetch,
  onNavigate,
  onSessionExpired,
}: OrderTrackingProps) {
  const request = useMemo(() => orderTrackingRequest({ orderId, token }), [orderId, token]);
  return (
    <BoxRoot styles={ORDER_TRACKING_STYLES}>
      <ApiClientProvider
        createClient={createOrderTrackingClient}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <OrderTrackingScreen
          request={request}
          apiBase={apiBase}
          mapStyle={mapStyle || mapStyleUrl(apiBase)}
          pollInterval={pollInterval}
          shareOrigin={shareOrigin}
          whatsapp={whatsapp}
          onNavigate={onNavigate}
        />
      </ApiClientProvider>
    </BoxRoot>
  );
}
