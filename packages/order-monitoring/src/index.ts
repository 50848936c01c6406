// Side-effect free: importing this registers nothing (see ./define for the tag).
export { ORDER_MONITORING_TAG, OrderMonitoringElement } from './element';
export type {
  BoxOrderMonitoringAttributes,
  BoxOrderMonitoringElement,
  BoxOrderMonitoringEventMap,
} from './elements.generated';
export { DEFAULT_SINCE, OrderMonitoring, type OrderMonitoringProps } from './OrderMonitoring';
export type { MonitoringPlace } from './state/store';
