import { OrdersStatusQuery } from '@box/core';
import { attr, createWidgetElement } from '@box/ui';
import { DEFAULT_SINCE, OrderMonitoring } from './OrderMonitoring';
import { ORDER_MONITORING_STYLES } from './styles';

export const ORDER_MONITORING_TAG = 'box-order-monitoring';

/**
 * `<box-order-monitoring api-base="/jade/api" since="72 hours ago">`: emits `box:navigate` ({ path }) and
 * `box:session-expired`. A `fetch` property replaces the transport (tests, stories).
 */
export const OrderMonitoringElement = createWidgetElement({
  component: OrderMonitoring as never,
  attributes: {
    'api-base': attr.string('/jade/api'),
    since: attr.string(DEFAULT_SINCE, OrdersStatusQuery.entries.since),
  },
  properties: ['fetch'],
  events: {
    onNavigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
    onSessionExpired: { type: 'box:session-expired', detail: () => null },
  },
  styles: ORDER_MONITORING_STYLES,
});
