import type { Order } from '../schemas/orders';

/**
 * SPEC §3 "isDelayed (computed: scheduled time in the past)". Only an order that has not started yet can be
 * late for its schedule; an order in execution or closed is not flagged.
 */
export function isOrderDelayed(
  order: Pick<Order, 'status' | 'scheduled_for'>,
  now: Date = new Date(),
): boolean {
  if (order.status !== 'CREATED' && order.status !== 'ALLOCATED') return false;
  return order.scheduled_for !== null && Date.parse(order.scheduled_for) < now.getTime();
}

/** 'Com pendência': at least one service of the order failed. */
export const hasPendency = (order: Pick<Order, 'failed_services'>) => order.failed_services > 0;
