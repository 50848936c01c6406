/** Which answer the page reads: the signed-in one by OS number, or the public one by its token. */
export type OrderTrackingRequest = { mode: 'signed-in'; orderId: number } | { mode: 'public'; token: string };

/**
 * Exactly one of `orderId` / `token` (the element's attributes arrive as text): anything else, a non-positive
 * or non-integer id included, gives null and the page shows itself unavailable.
 */
export function orderTrackingRequest(params: {
  orderId?: number | string | null;
  token?: string | null;
}): OrderTrackingRequest | null {
  const token = params.token?.trim() ?? '';
  const rawId = typeof params.orderId === 'string' ? params.orderId.trim() : params.orderId;
  const hasId = rawId != null && rawId !== '';
  if (hasId === (token !== '')) return null;
  if (token) return { mode: 'public', token };
  const orderId = Number(rawId);
  return Number.isSafeInteger(orderId) && orderId > 0 ? { mode: 'signed-in', orderId } : null;
}
