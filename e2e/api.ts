// Reads the product's API with the page's own cookies, to find the demo records a spec needs (the seed's
// tokens and hashes are random) without clicking through screens the spec is not about.
import type { Page } from 'playwright-core';

export async function apiGet<T>(page: Page, url: string, path: string): Promise<T> {
  const response = await page.request.get(`${url}/jade/api${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface OrderRow {
  id: number;
  status: string;
}

export interface TrackingStop {
  taskType: string;
  status: string;
  trackingCode: string | null;
  pods: { id: string; status: string; link: string }[];
  sharing: { token: string; anonymousURL: string } | null;
}

export interface OrderTrackingAnswer {
  orderId: number;
  status: string;
  publicToken: string | null;
  stops: TrackingStop[];
  timeline: { code: string; status: string }[];
}

export interface ShipmentAnswer {
  status: string;
  trackingCode: string;
  requestRating: boolean;
  rating: { rating: number; comment: string | null } | null;
}

export const ordersOf = (page: Page, url: string) =>
  apiGet<{ orders: OrderRow[] }>(
    page,
    url,
    `/orders/status?since=${encodeURIComponent('72 hours ago')}`,
  ).then((r) => r.orders);

export const orderTracking = (page: Page, url: string, id: number) =>
  apiGet<OrderTrackingAnswer>(page, url, `/orders/${id}/tracking`);

export const shipmentByHash = (page: Page, url: string, hash: string) =>
  apiGet<ShipmentAnswer>(page, url, `/shipments/by-hash/${encodeURIComponent(hash)}/tracking`);

/** The first order of `status` (newest first as the API lists them) whose tracking satisfies `accept`. */
export async function findOrder(
  page: Page,
  url: string,
  status: string,
  accept: (tracking: OrderTrackingAnswer) => boolean | Promise<boolean> = () => true,
): Promise<OrderTrackingAnswer> {
  for (const order of (await ordersOf(page, url)).filter((o) => o.status === status)) {
    const tracking = await orderTracking(page, url, order.id);
    if (await accept(tracking)) return tracking;
  }
  throw new Error(`no ${status} order in the demo data fits this spec`);
}

/**
 * Every proof of the signed-in shipper's listed orders (of `status`, when given), with its stop and the proof's
 * own answer (GET /pods/{id}), newest order first: a spec stops at the first that fits.
 */
export async function* proofsOf<T>(page: Page, url: string, status?: string) {
  for (const order of await ordersOf(page, url)) {
    if (status && order.status !== status) continue;
    for (const stop of (await orderTracking(page, url, order.id)).stops) {
      for (const pod of stop.pods) {
        yield { stop, pod, answer: await apiGet<T>(page, url, `/pods/${encodeURIComponent(pod.id)}`) };
      }
    }
  }
}
