import { type ApiClient, ApiError, SessionExpiredError } from '@box/core';
import { computed, signal } from '@preact/signals-react';
import { filterOrders, type MonitoringView } from './filterOrders';
import { type MonitoringFilters, NO_FILTERS } from './filters';
import { buildOrderIndex, type OrderIndex } from './orderIndex';
import { DEFAULT_TAB, type TabId } from './tabs';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'loaded'; index: OrderIndex }
  /** `status` is the HTTP status (0: no response), or null when the answer had an unexpected shape. */
  | { kind: 'error'; status: number | null }
  | { kind: 'session-expired' };

export interface MonitoringStoreOptions {
  /** The clock that decides which orders are late; injectable for tests. */
  now?: () => Date;
}

/** The state of one monitoring widget (never module-level: two widgets on a page keep their own). */
export function createMonitoringStore({ now = () => new Date() }: MonitoringStoreOptions = {}) {
  const load = signal<LoadState>({ kind: 'loading' });
  const tab = signal<TabId>(DEFAULT_TAB);
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
      if (error instanceof SessionExpiredError) {
        load.value = { kind: 'session-expired' };
        return;
      }
      load.value = { kind: 'error', status: error instanceof ApiError ? error.status : null };
      errorDialogOpen.value = true;
    }
  }

  return { load, tab, search, filters, errorDialogOpen, view, fetchOrders };
}

export type MonitoringStore = ReturnType<typeof createMonitoringStore>;
