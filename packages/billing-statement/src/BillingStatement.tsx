import { API_BASE_PATH, mapStyleUrl } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createStatementApi } from './api';
import { StatementScreen } from './StatementScreen';
import { BILLING_STATEMENT_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface BillingStatementProps {
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A MapLibre style URL (the attribute) or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Today, for tests and stories (the month tabs and the pickers' maximum follow it); default the clock. */
  today?: Date | string;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The billing statement of SPEC §2 (/extrato) as a React component. */
export function BillingStatement({
  apiBase,
  mapStyle,
  mapWorkerUrl,
  fetch,
  today,
  onSessionExpired,
}: BillingStatementProps) {
  return (
    <BoxRoot styles={BILLING_STATEMENT_STYLES}>
      <ApiClientProvider
        createClient={createStatementApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <StatementScreen
          mapStyle={mapStyle ?? mapStyleUrl(apiBase)}
          mapWorkerUrl={mapWorkerUrl}
          today={today}
        />
      </ApiClientProvider>
    </BoxRoot>
  );
}
