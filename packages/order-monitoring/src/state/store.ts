import type { ApiClient } from '@box/core/api';
import { DEFAULT_MONITORING_TAB, type MonitoringTabId } from '@box/core/catalogues';
import { type MonitoringLoadError, monitoringError } from '@box/core/errors';
import { computed, signal } from '@preact/signals-react';
import { filterOrders, type MonitoringView } from './filterOrders';
import { type MonitoringFilters, NO_FILTERS } from './filters';
import { buildOrderIndex, type OrderIndex } from './orderIndex';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'loaded'; index: OrderIndex }
  /** Core's reading of the failure (SPEC §8): the expired session, or the status to show. */
  | { kind: 'failed'; error: MonitoringLoadError };

export interface MonitoringStoreOptions {
  /** The clock that decides which orders are late; injectable for tests. */
  now?: () => Date;
}

/** The state of one monitoring widget (never module-level: two widgets on a page keep their own). */
export function createMonitoringStore({ now = () => new Date() }: MonitoringStoreOptions = {}) {
  const load = signal<LoadState>({ kind: 'loading' });
  const tab = signal<MonitoringTabId>(DEFAULT_MONITORING_TAB);
  const search = signal('');
  const filters = signal<MonitoringFilters>(NO_FILTERS);
  const errorDialogOpen = signal(false);
  let latestRequest = 0;

  const view = computed((): MonitoringView | null => {
    const state = load.value;
    if (state.kind !== 'loaded') return null;
    return filterOrders(state.index, { tab: tab.value, search: search.value, filters: filters.value });
  });

  /** Loads the orders of the window `since` ('72 hours ago'); a call made meanwhile supersedes this one. */
  async function fetchOrders(api: Pick<ApiClient, 'ordersStatus'>, since: string): Promise<void> {
    const request = ++latestRequest;
    load.value = { kind: 'loading' };
    errorDialogOpen.value = false;
    try {
      const { orders } = await api.ordersStatus(since);
      if (request !== latestRequest) return;
      load.value = { kind: 'loaded', index: buildOrderIndex(orders, now()) };
    } catch (error) {
      // A newer request (a retry, a new `since`) owns the screen now.
      if (request !== latestRequest) return;
      const failure = monitoringError(error);
      load.value = { kind: 'failed', error: failure };
      // The expired session is told on the page only: the host is sending the user to log in.
      errorDialogOpen.value = failure.kind !== 'SessionExpired';
    }
  }

  return { load, tab, search, filters, errorDialogOpen, view, fetchOrders };
}

export type MonitoringStore = ReturnType<typeof createMonitoringStore>;
