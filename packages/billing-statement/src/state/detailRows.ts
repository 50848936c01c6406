import { BILLING_STATUS_FILTERS, type BillingStatusFilter } from '@box/core/catalogues';
import { roundToCents } from '@box/core/format';
import { isInMonthPart, type MonthPart } from '@box/core/rules';
import type { BillingOrder } from '@box/core/schemas';

/** A line of the Detalhamento table: a day's heading, or one order under it. */
export type DetailRow =
  | { kind: 'day'; key: string; invoiceDate: string; count: number; total: number }
  | { kind: 'order'; key: string; order: BillingOrder };

export interface DetailFilters {
  /** What the user typed in 'Buscar por OS': only its digits count. */
  search: string;
  status: BillingStatusFilter;
  part: MonthPart;
}

export const NO_DETAIL_FILTERS: DetailFilters = { search: '', status: 'ALL', part: 'whole' };

interface IndexedOrder {
  order: BillingOrder;
  /** The order id as text, searched by substring. */
  id: string;
}

/** The period's orders sorted once (day, then OS), so that each keystroke is a single pass. */
export interface DetailIndex {
  entries: readonly IndexedOrder[];
  size: number;
}

export function buildDetailIndex(orders: readonly BillingOrder[]): DetailIndex {
  const entries = orders
    .map((order) => ({ order, id: String(order.orderId) }))
    .sort((a, b) =>
      a.order.invoiceDate === b.order.invoiceDate
        ? a.order.orderId - b.order.orderId
        : a.order.invoiceDate < b.order.invoiceDate
          ? -1
          : 1,
    );
  return { entries, size: orders.length };
}

const statusesOf = new Map<string, readonly string[]>(BILLING_STATUS_FILTERS.map((f) => [f.id, f.statuses]));

/**
 * SPEC §2 Detalhamento: the orders that pass the search (OS contains the typed digits), the status radio and
 * the half-month filter, each day led by a heading row with that day's count and total.
 */
export function detailRows(index: DetailIndex, filters: DetailFilters): { rows: DetailRow[]; count: number } {
  const needle = filters.search.replace(/\D/g, '');
  const statuses = statusesOf.get(filters.status) ?? statusesOf.get('ALL') ?? [];
  const rows: DetailRow[] = [];
  let count = 0;
  let day: Extract<DetailRow, { kind: 'day' }> | null = null;
  for (const { order, id } of index.entries) {
    if (!statuses.includes(order.status)) continue;
    if (!isInMonthPart(order.invoiceDate, filters.part)) continue;
    if (needle && !id.includes(needle)) continue;
    if (!day || day.invoiceDate !== order.invoiceDate) {
      day = {
        kind: 'day',
        key: `day-${order.invoiceDate}`,
        invoiceDate: order.invoiceDate,
        count: 0,
        total: 0,
      };
      rows.push(day);
    }
    day.count += 1;
    day.total = roundToCents(day.total + order.price);
    rows.push({ kind: 'order', key: `order-${id}`, order });
    count += 1;
  }
  return { rows, count };
}
