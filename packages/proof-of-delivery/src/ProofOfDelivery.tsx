import { API_BASE_PATH, mapStyleUrl } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createProofApi } from './api';
import { PodScreen } from './PodScreen';
import { PROOF_OF_DELIVERY_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface ProofOfDeliveryProps {
  /** Signed-in page (SPEC §2 /comprovantes/{id}): GET /pods/{id}. */
  podId?: string;
  /** Public page (SPEC §2 /comprovantes/publico/{token}): GET /pods/public/{token}; wins over `podId`. */
  token?: string;
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A MapLibre style URL (the attribute) or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** 'success' (the route's ?alert-status=success) shows a success alert above the proof. */
  alertStatus?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Where the user asked to go (the not-found page's back link); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The proof of delivery screen of SPEC §2 (signed in by id, or public by token) as a React component. */
export function ProofOfDelivery({
  podId,
  token,
  apiBase,
  mapStyle,
  mapWorkerUrl,
  alertStatus,
  fetch,
  onNavigate,
  onSessionExpired,
}: ProofOfDeliveryProps) {
  return (
    <BoxRoot styles={PROOF_OF_DELIVERY_STYLES}>
      <ApiClientProvider
        createClient={createProofApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <PodScreen
          podId={podId}
          token={token}
          mapStyle={mapStyle ?? mapStyleUrl(apiBase)}
          mapWorkerUrl={mapWorkerUrl}
          alertStatus={alertStatus}
          onNavigate={onNavigate}
        />
      </ApiClientProvider>
    </BoxRoot>
  );
}
