import { type MonitoringTabCounts, type MonitoringTabId, zeroMonitoringCounts } from '@box/core/catalogues';
import type { Order } from '@box/core/schemas';
import type { MonitoringFilters } from './filters';
import { normalizeSearch, type OrderIndex } from './orderIndex';
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

/**
 * One pass over the orders the search finds (see matchingEntries): search and filters apply to every tab (the
 * tab counts follow what the user searched), and the selected tab's rows are collected on the way.
 */
export function filterOrders(index: OrderIndex, query: MonitoringQuery): MonitoringView {
  const needle = normalizeSearch(query.search);
  const { delayed, withPendency, withoutPendency } = query.filters;
  const counts = zeroMonitoringCounts();
  const rows: Order[] = [];
  for (const entry of matchingEntries(index, needle)) {
    if (delayed && !entry.delayed) continue;
    if (withPendency && !entry.pendency) continue;
    if (withoutPendency && entry.pendency) continue;
    counts[entry.tab] += 1;
    if (entry.tab === query.tab) rows.push(entry.order);
  }
  return { rows, counts };
}
