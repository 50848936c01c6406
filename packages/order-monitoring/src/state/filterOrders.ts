import { type MonitoringTabCounts, type MonitoringTabId, zeroMonitoringCounts } from '@box/core/catalogues';
import type { Order } from '@box/core/schemas';
import type { MonitoringFilters } from './filters';
import { type IndexedOrder, normalizeSearch, type OrderIndex } from './orderIndex';
import { matchingEntries } from './searchIndex';

export interface MonitoringQuery {
  tab: MonitoringTabId;
  search: string;
  filters: MonitoringFilters;
}

export interface MonitoringView {
  /** Orders of the selected tab that pass the search and the filters, in the server's order. */
  rows: Order[];
  /** How many orders pass the search and the filters in each tab. */
  counts: MonitoringTabCounts;
}

/** The last view worked out for a list, and what it was worked out from. */
interface LastView {
  found: readonly IndexedOrder[];
  tab: MonitoringTabId;
  filters: MonitoringFilters;
  view: MonitoringView;
}

// Keyed by the index, like the search's answers: a new list starts afresh, and a dropped one frees its view.
const lastViews = new WeakMap<OrderIndex, LastView>();

const sameFilters = (a: MonitoringFilters, b: MonitoringFilters) =>
  a.delayed === b.delayed && a.withPendency === b.withPendency && a.withoutPendency === b.withoutPendency;

/**
 * One pass over the orders the search finds (see matchingEntries): search and filters apply to every tab (the
 * tab counts follow what the user searched), and the selected tab's rows are collected on the way. A query
 * whose search finds the same answer as the last one, in the same tab with the same filters, gets the last view
 * itself back: a key that changes no match then changes nothing the screen renders from.
 */
export function filterOrders(index: OrderIndex, query: MonitoringQuery): MonitoringView {
  const found = matchingEntries(index, normalizeSearch(query.search));
  const last = lastViews.get(index);
  if (last && last.found === found && last.tab === query.tab && sameFilters(last.filters, query.filters))
    return last.view;
  const view = viewOf(found, query);
  lastViews.set(index, { found, tab: query.tab, filters: query.filters, view });
  return view;
}

function viewOf(found: readonly IndexedOrder[], { tab, filters }: MonitoringQuery): MonitoringView {
  const { delayed, withPendency, withoutPendency } = filters;
  const counts = zeroMonitoringCounts();
  const rows: Order[] = [];
  for (const entry of found) {
    if (delayed && !entry.delayed) continue;
    if (withPendency && !entry.pendency) continue;
    if (withoutPendency && entry.pendency) continue;
    counts[entry.tab] += 1;
    if (entry.tab === tab) rows.push(entry.order);
  }
  return { rows, counts };
}
