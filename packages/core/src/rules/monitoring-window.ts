import { OPEN_ORDER_STATUSES } from '../catalogues/order-statuses';
import type { Order } from '../schemas/orders';

const OPEN: ReadonlySet<string> = /*#__PURE__*/ new Set(OPEN_ORDER_STATUSES);

/**
 * Whether monitoring lists an order for a window starting at `from`: created or scheduled since then, or still
 * open whatever its age (SPEC §2). The server's SQL (queries/orders-status.ts) selects the same rows, which its
 * test checks against this; the widget applies it to orders a live event brings that it did not list.
 */
export function inMonitoringWindow(
  order: Pick<Order, 'created_at' | 'scheduled_for' | 'status'>,
  from: Date,
): boolean {
  const start = from.getTime();
  return (
    OPEN.has(order.status) ||
    Date.parse(order.created_at) >= start ||
    (order.scheduled_for !== null && Date.parse(order.scheduled_for) >= start)
  );
}
