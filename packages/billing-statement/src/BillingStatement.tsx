import { API_BASE_PATH, mapStyleUrl } from '@box/core/api';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { statementApi } from './api';
import { StatementScreen } from './StatementScreen';
import { BILLING_STATEMENT_STYLES } from './styles';

export const DEFAULT_API_BASE = API_BASE_PATH;

export interface BillingStatementProps extends ApiSettings {
  /** A MapLibre style URL (the attribute) or object; default `{apiBase}/map/style.json` (the server's style). */
  mapStyle?: string | Record<string, unknown>;
  /** Under a strict CSP: URL of maplibre-gl-csp-worker.js, served by the host. */
  mapWorkerUrl?: string;
  /** Today, for tests and stories (the month tabs and the pickers' maximum follow it); default the clock. */
  today?: Date | string;
}

/** The billing statement of SPEC §2 (/extrato) as a React component. */
export const BillingStatement = defineBoxWidget({
  api: statementApi,
  styles: BILLING_STATEMENT_STYLES,
  screen: ({ apiBase, mapStyle, mapWorkerUrl, today }: BillingStatementProps) => (
    <StatementScreen mapStyle={mapStyle ?? mapStyleUrl(apiBase)} mapWorkerUrl={mapWorkerUrl} today={today} />
  ),
});
