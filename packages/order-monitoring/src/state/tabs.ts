import { DEFAULT_MONITORING_TAB, MONITORING_TABS, type MonitoringTabId, monitoringTabOf } from '@box/core';

// The four tabs of SPEC §2 Monitoring are core's catalogue (ids createdOrders…, the default createdOrders);
// named here as the screen's state uses them.
export { MONITORING_TABS };
export type TabId = MonitoringTabId;
export const DEFAULT_TAB: TabId = DEFAULT_MONITORING_TAB;
export const tabOfStatus = monitoringTabOf;

export type TabCounts = Record<TabId, number>;

export const zeroCounts = (): TabCounts => ({
  createdOrders: 0,
  allocatedOrders: 0,
  inProgressOrders: 0,
  finishedOrders: 0,
});
