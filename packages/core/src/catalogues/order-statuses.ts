import type { OrderStatus } from '../schemas/orders';

/** pt-BR name of each order status, as a single order shows it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  CREATED: 'Em alocação',
  ALLOCATED: 'Alocada',
  IN_PROGRESS: 'Em execução',
  FINISHED: 'Finalizada',
  CANCELED: 'Cancelada',
};

export const orderStatusLabel = (status: string): string =>
  ORDER_STATUS_LABELS[status as OrderStatus] ?? 'Desconhecido';

/**
 * Orders still under way: monitoring lists them whatever their age, the old home counts them, and the server's
 * SQL (queries, the partial index) is built from this list.
 */
export const OPEN_ORDER_STATUSES = [
  'CREATED',
  'ALLOCATED',
  'IN_PROGRESS',
] as const satisfies readonly OrderStatus[];

/** SPEC §2 monitoring tabs, in order; FINISHED and CANCELED are merged in the last one. */
export const MONITORING_TABS = [
  { id: 'createdOrders', label: 'Em alocação', statuses: ['CREATED'] },
  { id: 'allocatedOrders', label: 'Alocada', statuses: ['ALLOCATED'] },
  { id: 'inProgressOrders', label: 'Em execução', statuses: ['IN_PROGRESS'] },
  { id: 'finishedOrders', label: 'Finalizadas/Canceladas', statuses: ['FINISHED', 'CANCELED'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];

export type MonitoringTabId = (typeof MONITORING_TABS)[number]['id'];
export const DEFAULT_MONITORING_TAB: MonitoringTabId = 'createdOrders';

/** How many orders each monitoring tab lists. */
export type MonitoringTabCounts = Record<MonitoringTabId, number>;

/**
 * Every tab at zero, where counting starts. Written out rather than built from MONITORING_TABS so that the type
 * checker, not a cast, proves it: a Record of MonitoringTabId refuses a tab missing or one too many.
 */
export const zeroMonitoringCounts = (): MonitoringTabCounts => ({
  createdOrders: 0,
  allocatedOrders: 0,
  inProgressOrders: 0,
  finishedOrders: 0,
});

/** The monitoring tab an order of this status is listed under. */
export function monitoringTabOf(status: OrderStatus): MonitoringTabId {
  const tab = MONITORING_TABS.find((t) => (t.statuses as readonly OrderStatus[]).includes(status));
  // Every status is in exactly one tab (see the test); the fallback only satisfies the type checker.
  return tab?.id ?? DEFAULT_MONITORING_TAB;
}

/** SPEC §2 statement filter: radio Todas / Finalizadas / Canceladas. */
export const BILLING_STATUS_FILTERS = [
  { id: 'ALL', label: 'Todas', statuses: ['FINISHED', 'CANCELED'] },
  { id: 'FINISHED', label: 'Finalizadas', statuses: ['FINISHED'] },
  { id: 'CANCELED', label: 'Canceladas', statuses: ['CANCELED'] },
] as const satisfies readonly { id: string; label: string; statuses: readonly OrderStatus[] }[];
export type BillingStatusFilter = (typeof BILLING_STATUS_FILTERS)[number]['id'];

/** SPEC §2 statement download select; the value is the `order-status` query of the download call. */
export const BILLING_DOWNLOAD_OPTIONS = [
  { value: 'ALL', label: 'Todas as solicitações' },
  { value: 'FINISHED', label: 'Apenas finalizadas' },
] as const;
export type BillingDownloadStatus = (typeof BILLING_DOWNLOAD_OPTIONS)[number]['value'];
