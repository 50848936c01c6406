import { formatShortDateTime } from '@box/core/format';
import type { Order } from '@box/core/schemas';

export interface OrderDates {
  createdAt: string;
  /** Null for an immediate order. */
  scheduledFor: string | null;
}

// A search key refills the rows in the window with other orders, and Intl's formatToParts behind each date is
// the costliest call in a row's cells (issue 19): each order's dates are formatted once. Keyed by the order
// object, so a live update (a new object) is formatted anew and a list that goes away takes its dates with it.
const formatted = new WeakMap<Order, OrderDates>();

/** The order's 'DD/MM HH:mm' dates as the table shows them. */
export function orderDates(order: Order): OrderDates {
  let dates = formatted.get(order);
  if (!dates) {
    dates = {
      createdAt: formatShortDateTime(order.created_at),
      scheduledFor: order.scheduled_for ? formatShortDateTime(order.scheduled_for) : null,
    };
    formatted.set(order, dates);
  }
  return dates;
}
