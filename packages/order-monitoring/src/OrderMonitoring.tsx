import { MONITORING_SINCE } from '@box/core/rules';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { monitoringApi } from './api';
import { MonitoringScreen } from './MonitoringScreen';
import { ORDER_MONITORING_STYLES } from './styles';

/** SPEC §9: monitoring shows the last 72 hours ('72 hours ago'). */
export const DEFAULT_SINCE = MONITORING_SINCE;

export interface OrderMonitoringProps extends ApiSettings {
  /** Window of orders to show, 'N hours ago' with N from 1 to 72; default '72 hours ago'. */
  since?: string;
  /** Where the user asked to go (an order's tracking page); the host's router decides. */
  onNavigate?: (path: string) => void;
}

/** The monitoring screen of SPEC §2 (/pedidos/monitoramento) as a React component. */
export const OrderMonitoring = defineBoxWidget({
  api: monitoringApi,
  styles: ORDER_MONITORING_STYLES,
  screen: ({ since = DEFAULT_SINCE, apiBase, onNavigate }: OrderMonitoringProps) => (
    <MonitoringScreen since={since} apiBase={apiBase} onNavigate={onNavigate} />
  ),
});
