import { API_BASE_PATH, mapStyleUrl } from '@box/core/api';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { proofApi } from './api';
import { PodScreen } from './PodScreen';
import { PROOF_OF_DELIVERY_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface ProofOfDeliveryProps extends ApiSettings {
  /** Signed-in page (SPEC §2 /comprovantes/{id}): GET /pods/{id}. */
  podId?: string;
  /** Public page (SPEC §2 /comprovantes/publico/{token}): GET /pods/public/{token}; wins over `podId`. */
  token?: string;
  /** A MapLibre style URL (the attribute) or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** 'success' (the route's ?alert-status=success) shows a success alert above the proof. */
  alertStatus?: string;
  /** Where the user asked to go (the not-found page's back link); the host's router decides. */
  onNavigate?: (path: string) => void;
}

/** The proof of delivery screen of SPEC §2 (signed in by id, or public by token) as a React component. */
export const ProofOfDelivery = defineBoxWidget({
  api: proofApi,
  styles: PROOF_OF_DELIVERY_STYLES,
  screen: ({
    podId,
    token,
    apiBase,
    mapStyle,
    mapWorkerUrl,
    alertStatus,
    onNavigate,
  }: ProofOfDeliveryProps) => (
    <PodScreen
      podId={podId}
      token={token}
      apiBase={apiBase}
      mapStyle={mapStyle ?? mapStyleUrl(apiBase)}
      mapWorkerUrl={mapWorkerUrl}
      alertStatus={alertStatus}
      onNavigate={onNavigate}
    />
  ),
});
