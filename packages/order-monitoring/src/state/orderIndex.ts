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

export function buildOrderIndex(orders: readonly Order[], now: Date): OrderIndex {
  let hasExternalId = false;
  const delayedIds = new Set<number>();
  const entries = orders.map((order): IndexedOrder => {
    if (order.externalId) hasExternalId = true;
    const delayed = isOrderDelayed(order, now);
    if (delayed) delayedIds.add(order.id);
    const plate = order.driver?.vehicle_plate ?? '';
    const fields = [
      String(order.id),
      order.externalId ?? '',
      order.requester,
      order.driver?.name ?? '',
      plate,
    ];
    if (plate) fields.push(formatPlate(plate));
    return {
      order,
      tab: monitoringTabOf(order.status),
      delayed,
      pendency: hasPendency(order),
      haystack: normalizeSearch(fields.join(SEPARATOR)),
    };
  });
  return { entries, hasExternalId, delayedIds, total: orders.length };
}
