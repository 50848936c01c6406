import type { OrderStatus } from '@box/core';

/** The four tabs of SPEC §2 Monitoring, in order; finished and canceled orders share the last one. */
export const MONITORING_TABS = [
  { id: 'created', label: 'Em alocação' },
  { id: 'allocated', label: 'Alocada' },
  { id: 'in-progress', label: 'Em execução' },
  { id: 'closed', label: 'Finalizadas/Canceladas' },
] as const;

export type TabId = (typeof MONITORING_TABS)[number]['id'];

export const DEFAULT_TAB: TabId = 'created';

const TAB_OF_STATUS: Record<OrderStatus, TabId> = {
  CREATED: 'created',
  ALLOCATED: 'allocated',
  IN_PROGRESS: 'in-progress',
  FINISHED: 'closed',
  CANCELED: 'closed',
};

export const tabOfStatus = (status: OrderStatus): TabId => TAB_OF_STATUS[status];

export type TabCounts = Record<TabId, number>;

export const zeroCounts = (): TabCounts => ({ created: 0, allocated: 0, 'in-progress': 0, closed: 0 });
