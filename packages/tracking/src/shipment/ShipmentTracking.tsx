import { API_BASE_PATH, mapStyleUrl, type RatingBody, TRACKING_POLL_MS } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createShipmentTrackingApi } from '../shared/shipments-api';
import { ShipmentScreen } from './ShipmentScreen';
import { SHIPMENT_TRACKING_STYLES } from './styles';
import { DEMO_WHATSAPP_NUMBER } from './texts';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface ShipmentTrackingProps {
  /** The public hash (/rr/{hash}): GET /shipments/by-hash/{hash}/tracking. Wins over the fiscal document. */
  hash?: string;
  /** With `clientCode` (/rrp/{clientCode}/{accessKey}): GET /shipments/by-dfe/{accessKey}/tracking. */
  accessKey?: string;
  clientCode?: string;
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A MapLibre style URL or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** Milliseconds between reloads; default 60000 (SPEC §9). */
  pollInterval?: number;
  /** Set by the host for a logged-in user: the full layout; anonymous visitors get the WhatsApp contact. */
  signedIn?: boolean;
  /** The WhatsApp number of the contact button; default a demo number (+55 11 90000-0000). */
  whatsapp?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** '< Voltar' or Esc on a signed-in page: the host decides where to go back to. */
  onClose?: () => void;
  /** The recipient rated the delivery (null body: it had been rated already). */
  onRated?: (body: RatingBody | null) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The shipment tracking page of SPEC §2 ('Rastreamento da Remessa') as a React component. */
export function ShipmentTracking({
  apiBase = DEFAULT_API_BASE,
  fetch,
  onSessionExpired,
  mapStyle,
  pollInterval = TRACKING_POLL_MS,
  signedIn = false,
  whatsapp = DEMO_WHATSAPP_NUMBER,
  ...rest
}: ShipmentTrackingProps) {
  return (
    <BoxRoot styles={SHIPMENT_TRACKING_STYLES}>
      <ApiClientProvider
        createClient={createShipmentTrackingApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <ShipmentScreen
          {...rest}
          apiBase={apiBase}
          mapStyle={mapStyle ?? mapStyleUrl(apiBase)}
          pollInterval={pollInterval}
          signedIn={signedIn}
          whatsapp={whatsapp}
        />
      </ApiClientProvider>
    </BoxRoot>
  );
}
