import { API_BASE_PATH, mapStyleUrl } from '@box/core/api';
import { TRACKING_POLL_MS } from '@box/core/catalogues';
import type { RatingBody, ShipmentTracking as ShipmentTrackingAnswer } from '@box/core/schemas';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { shipmentTrackingApi } from '../shared/shipments-api';
import { ShipmentScreen } from './ShipmentScreen';
import { SHIPMENT_TRACKING_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface ShipmentTrackingProps extends ApiSettings {
  /** The public hash (/rr/{hash}): GET /shipments/by-hash/{hash}/tracking. Wins over the fiscal document. */
  hash?: string;
  /** With `clientCode` (/rrp/{clientCode}/{accessKey}): GET /shipments/by-dfe/{accessKey}/tracking. */
  accessKey?: string;
  clientCode?: string;
  /** A MapLibre style URL or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** Milliseconds between reloads; default 60000 (SPEC §9). */
  pollInterval?: number;
  /** Set by the host for a logged-in user: the full layout; anonymous visitors get the WhatsApp contact. */
  signedIn?: boolean;
  /** The WhatsApp number of the anonymous visitor's contact; none by default, and then no WhatsApp is offered. */
  whatsapp?: string;
  /**
   * The rating dialog does not open by itself when the delivery asks for a rating (SPEC §2 opens it: the
   * default); the visitor can still open it with 'Avaliação da entrega'. For a page that keeps its own flow.
   */
  noRatingPrompt?: boolean;
  /** '< Voltar' or Esc on a signed-in page: the host decides where to go back to. */
  onClose?: () => void;
  /** The recipient rated the delivery (null body: it had been rated already). */
  onRated?: (body: RatingBody | null) => void;
  /**
   * The answer the server rendered the page with (a hydrated /rr/{hash}): shown at once and asked again only at
   * the next refresh; null, the server found no such shipment (the unavailable page, no request).
   */
  initialTracking?: ShipmentTrackingAnswer | null;
}

const ShipmentTrackingRoot = defineBoxWidget({
  api: shipmentTrackingApi,
  styles: SHIPMENT_TRACKING_STYLES,
  screen: ({
    hash,
    accessKey,
    clientCode,
    apiBase = DEFAULT_API_BASE,
    mapStyle,
    mapWorkerUrl,
    pollInterval = TRACKING_POLL_MS,
    signedIn = false,
    whatsapp,
    noRatingPrompt = false,
    onClose,
    onRated,
    initialTracking,
  }: ShipmentTrackingProps) => (
    <ShipmentScreen
      initial={initialTracking}
      hash={hash}
      accessKey={accessKey}
      clientCode={clientCode}
      mapWorkerUrl={mapWorkerUrl}
      onClose={onClose}
      onRated={onRated}
      apiBase={apiBase}
      mapStyle={mapStyle ?? mapStyleUrl(apiBase)}
      pollInterval={pollInterval}
      signedIn={signedIn}
      whatsapp={whatsapp}
      noRatingPrompt={noRatingPrompt}
    />
  ),
});

/**
 * The shipment tracking page of SPEC §2 ('Rastreamento da Remessa') as a React component. Its API base is its
 * own (default '/jade/api'), not an enclosing widget's.
 */
export function ShipmentTracking({ apiBase = DEFAULT_API_BASE, ...props }: ShipmentTrackingProps) {
  return <ShipmentTrackingRoot {...props} apiBase={apiBase} />;
}
