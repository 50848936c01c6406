import { MONITORING_SINCE } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createMonitoringApi } from './api';
import { MonitoringScreen } from './MonitoringScreen';
import { ORDER_MONITORING_STYLES } from './styles';

/** SPEC §9: monitoring shows the last 72 hours ('72 hours ago'). */
export const DEFAULT_SINCE = MONITORING_SINCE;

export interface OrderMonitoringProps {
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Window of orders to show, 'N hours ago' with N from 1 to 72; default '72 hours ago'. */
  since?: string;
  /** Where the user asked to go (an order's tracking page); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/** The monitoring screen of SPEC §2 (/pedidos/monitoramento) as a React component. */
export function OrderMonitoring({
  apiBase,
  fetch,
  since = DEFAULT_SINCE,
  onNavigate,
  onSessionExpired,
}: OrderMonitoringProps) {
  return (
    <BoxRoot styles={ORDER_MONITORING_STYLES}>
      <ApiClientProvider
        createClient={createMonitoringApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <MonitoringScreen since={since} onNavigate={onNavigate} />
      </ApiClientProvider>
    </BoxRoot>
  );
}
