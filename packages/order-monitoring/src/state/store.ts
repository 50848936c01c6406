import { DEFAULT_MONITORING_TAB, type MonitoringTabId } from '@box/core/catalogues';
import { type MonitoringLoadError, monitoringError } from '@box/core/errors';
import type { Order } from '@box/core/schemas';
import { computed, signal } from '@preact/signals-react';
import { filterOrders, type MonitoringView } from './filterOrders';
import { type MonitoringFilters, NO_FILTERS } from './filters';
import { buildOrderIndex, type OrderIndex } from './orderIndex';
import { upsertOrders as mergeOrders } from './upsertOrders';

export type LoadState =
  | { kind: 'loading' }
  | { kind: 'loaded'; index: OrderIndex }
  /** Core's reading of the failure (SPEC §8): the expired session, or the status to show. */
  | { kind: 'failed'; error: MonitoringLoadError };

/** The tab and the search a user chose: what a host keeps to open the screen there again (after Back). */
export interface MonitoringPlace {
  tab: MonitoringTabId;
  search: string;
}

export interface MonitoringStoreOptions {
  /** The clock that decides which orders are late; injectable for tests. */
  now?: () => Date;
  /** Where the screen starts; the first tab and no search by default. */
  place?: Partial<MonitoringPlace>;
}

/** The state of one monitoring widget (never module-level: two widgets on a page keep their own). */
export function createMonitoringStore({ now = () => new Date(), place = {} }: MonitoringStoreOptions = {}) {
  const load = signal<LoadState>({ kind: 'loading' });
  const tab = signal<MonitoringTabId>(place.tab ?? DEFAULT_MONITORING_TAB);
  const search = signal(place.search ?? '');
  const filters = signal<MonitoringFilters>(NO_FILTERS);
  const errorDialogOpen = signal(false);

  const view = computed((): MonitoringView | null => {
    const state = load.value;
    if (state.kind !== 'loaded') return null;
    return filterOrders(state.index, { tab: tab.value, search: search.value, filters: filters.value });
  });

  /**
   * A fresh list (a refetch, a poll) in place of the shown one, with no loading state in between: tab, search,
   * filters and the table (its scroll) stay as they are; the tab counts follow the new list.
   */
  function showOrders(orders: readonly Order[]): void {
    load.value = { kind: 'loaded', index: buildOrderIndex(orders, now()) };
  }

  /**
   * The orders a live event carried, merged into the shown list by id (nothing before the first list); an order
   * not listed yet joins only if `listed` admits it.
   */
  function upsertOrders(changed: readonly Order[], listed?: (order: Order) => boolean): void {
    const state = load.value;
    if (state.kind !== 'loaded') return;
    const current = state.index.entries.map((entry) => entry.order);
    const merged = mergeOrders(current, changed, listed);
    if (merged !== current) showOrders(merged);
  }

  function showFailure(error: unknown): void {
    const failure = monitoringError(error);
    load.value = { kind: 'failed', error: failure };
    // The expired session is told on the page only: the host is sending the user to log in.
    errorDialogOpen.value = failure.kind !== 'SessionExpired';
  }

  /** Back to the loading state (a retry starting over). */
  function startLoading(): void {
    load.value = { kind: 'loading' };
    errorDialogOpen.value = false;
  }

  return {
    load,
    tab,
    search,
    filters,
    errorDialogOpen,
    view,
    showOrders,
    upsertOrders,
    showFailure,
    startLoading,
  };
}

export type MonitoringStore = ReturnType<typeof createMonitoringStore>;
