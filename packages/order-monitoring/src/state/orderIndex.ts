import { type MonitoringTabId, monitoringTabOf } from '@box/core/catalogues';
import { formatPlate } from '@box/core/format';
import { hasPendency, isOrderDelayed } from '@box/core/rules';
import type { Order } from '@box/core/schemas';

/** An order with what filtering needs worked out once, when the list arrives, not on every keystroke. */
export interface IndexedOrder {
  order: Order;
  tab: MonitoringTabId;
  delayed: boolean;
  pendency: boolean;
  /** The searchable fields, normalised (see `normalizeSearch`), separated so a match cannot span two fields. */
  haystack: string;
}

export interface OrderIndex {
  entries: IndexedOrder[];
  /** The external code column and search exist only when some order has one (SPEC §2). */
  hasExternalId: boolean;
  /**
   * Ids of the late orders, so each row can be marked. One set for the life of the list: a new set on every
   * search would rebuild the table's columns and re-render every row.
   */
  delayedIds: ReadonlySet<number>;
  total: number;
  /**
   * Every entry's haystack in one string, in entry order, each followed by ENTRY_END: a search with nothing
   * narrower to start from runs one native `indexOf` scan over it instead of a call per order.
   */
  searchText: string;
  /** Where each entry's haystack starts in `searchText` (one more item: the text's length). */
  searchStarts: Uint32Array;
}

/** Lower case without accents, so 'joao' finds 'João' and 'abc-1d23' finds 'ABC1D23'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

const SEPARATOR = '\u0000';
/** Ends each entry's haystack in `searchText`; not in any field, so a match cannot span two orders. */
export const ENTRY_END = '\u0001';

export function buildOrderIndex(orders: readonly Order[], now: Date): OrderIndex {
  let hasExternalId = false;
  const delayedIds = new Set<number>();
  const fields: string[] = [];
  for (const order of orders) {
    if (order.externalId) hasExternalId = true;
    const plate = order.driver?.vehicle_plate ?? '';
    fields.push(String(order.id), order.externalId ?? '', order.requester, order.driver?.name ?? '', plate);
    if (plate) fields.push(formatPlate(plate));
    fields.push(ENTRY_END);
  }
  // One normalisation of the whole list: per order it was most of the time the list took to show.
  const searchText = normalizeSearch(fields.join(SEPARATOR)).replaceAll(
    `${SEPARATOR}${ENTRY_END}`,
    ENTRY_END,
  );
  const haystacks = searchText.split(ENTRY_END);
  const searchStarts = new Uint32Array(orders.length + 1);
  const entries = orders.map((order, i): IndexedOrder => {
    const delayed = isOrderDelayed(order, now);
    if (delayed) delayedIds.add(order.id);
    const haystack = haystacks[i] ?? '';
    searchStarts[i + 1] = (searchStarts[i] ?? 0) + haystack.length + ENTRY_END.length;
    return { order, tab: monitoringTabOf(order.status), delayed, pendency: hasPendency(order), haystack };
  });
  return { entries, hasExternalId, delayedIds, total: orders.length, searchText, searchStarts };
}
