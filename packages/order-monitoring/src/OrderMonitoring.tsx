import { MONITORING_SINCE } from '@box/core/rules';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { monitoringApi } from './api';
import { MonitoringScreen } from './MonitoringScreen';
import type { MonitoringPlace } from './state/store';
import { ORDER_MONITORING_STYLES } from './styles';

/** SPEC §9: monitoring shows the last 72 hours ('72 hours ago'). */
export const DEFAULT_SINCE = MONITORING_SINCE;

export interface OrderMonitoringProps extends ApiSettings {
  /** Window of orders to show, 'N hours ago' with N from 1 to 72; default '72 hours ago'. */
  since?: string;
  /** Where the user asked to go (an order's tracking page); the host's router decides. */
  onNavigate?: (path: string) => void;
  /** The tab and search the screen opens on (read once), e.g. what `onPlaceChange` gave before the user left. */
  initialPlace?: Partial<MonitoringPlace>;
  /** The user chose a tab or typed a search: what to keep to open the screen there again (after Back). */
  onPlaceChange?: (place: MonitoringPlace) => void;
}

/** The monitoring screen of SPEC §2 (/pedidos/monitoramento) as a React component. */
export const OrderMonitoring = defineBoxWidget({
  api: monitoringApi,
  styles: ORDER_MONITORING_STYLES,
  // The screen takes what it needs of the props (the API settings are the factory's).
  screen: (props: OrderMonitoringProps) => (
    <MonitoringScreen {...props} since={props.since ?? DEFAULT_SINCE} />
  ),
});
