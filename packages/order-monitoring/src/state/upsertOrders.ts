import type { Order } from '@box/core/schemas';

/** The server's order of GET /orders/status: newest first (created_at DESC, id DESC). */
function newerFirst(a: Order, b: Order): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return b.id - a.id;
}

/**
 * The list with the orders a live event carried merged in by id: a known order is replaced where it stands (a
 * status change moves it between tabs, not within the list), an unknown one is placed where the server would
 * list it, if `listed` says the window holds it (the stream carries every changed order of the customer). The
 * list is not mutated; when nothing changed the same list comes back.
 */
export function upsertOrders(
  current: readonly Order[],
  changed: readonly Order[],
  listed: (order: Order) => boolean = () => true,
): readonly Order[] {
  if (changed.length === 0) return current;
  const known = new Set(current.map((order) => order.id));
  const byId = new Map(
    changed.filter((order) => known.has(order.id) || listed(order)).map((order) => [order.id, order]),
  );
  if (byId.size === 0) return current;
  const merged = current.map((order) => {
    const update = byId.get(order.id);
    if (!update) return order;
    byId.delete(order.id);
    return update;
  });
  if (byId.size === 0) return merged;
  const added = [...byId.values()].sort(newerFirst);
  const result: Order[] = [];
  let next = 0;
  for (const order of merged) {
    while (next < added.length && newerFirst(added[next] as Order, order) < 0)
      result.push(added[next++] as Order);
    result.push(order);
  }
  while (next < added.length) result.push(added[next++] as Order);
  return result;
}
