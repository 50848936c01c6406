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
  /** The driver's next stop and when the simulator has them reach it (null when no stop is left). */
  eta: { estimatedArrival: string; nextStopId: string } | null;
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

/** The tracking answer of each of the signed-in shipper's listed orders (of `status`, when given), newest first. */
async function* trackingsOf(page: Page, url: string, status?: string) {
  for (const order of await ordersOf(page, url)) {
    if (status && order.status !== status) continue;
    yield await orderTracking(page, url, order.id);
  }
}

/** The first order of `status` (newest first as the API lists them) whose tracking satisfies `accept`. */
export async function findOrder(
  page: Page,
  url: string,
  status: string,
  accept: (tracking: OrderTrackingAnswer) => boolean | Promise<boolean> = () => true,
): Promise<OrderTrackingAnswer> {
  for await (const tracking of trackingsOf(page, url, status)) {
    if (await accept(tracking)) return tracking;
  }
  throw new Error(`no ${status} order in the demo data fits this spec`);
}

/**
 * Every proof of the signed-in shipper's listed orders (of `status`, when given), with its stop and the proof's
 * own answer (GET /pods/{id}), newest order first: a spec stops at the first that fits.
 */
export async function* proofsOf<T>(page: Page, url: string, status?: string) {
  for await (const tracking of trackingsOf(page, url, status)) {
    for (const stop of tracking.stops) {
      for (const pod of stop.pods) {
        yield { stop, pod, answer: await apiGet<T>(page, url, `/pods/${encodeURIComponent(pod.id)}`) };
      }
    }
  }
}

/**
 * How soon the simulator moves an order (higher is sooner: its driver reaches a stop first), among those with two
 * stops or more still to go, which are still in execution after that move, however long a busy machine takes to
 * open the pages that watch it; null for the others.
 */
export const movesSoon = (tracking: OrderTrackingAnswer): number | null =>
  tracking.eta === null || tracking.stops.filter((stop) => stop.status === 'PENDING').length < 2
    ? null
    : -Date.parse(tracking.eta.estimatedArrival);

/**
 * The order in execution that `score`s highest (null: left out), for the specs that watch the simulator move
 * one: each asks for the order that suits its wait. Asked again for up to 30 s while none fits: a product that
 * has just started has no driver on its way (no `eta`) until the simulator's first tick.
 */
export async function orderInExecution(
  page: Page,
  url: string,
  score: (tracking: OrderTrackingAnswer) => number | null,
): Promise<OrderTrackingAnswer> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    let best: { tracking: OrderTrackingAnswer; score: number } | undefined;
    for await (const tracking of trackingsOf(page, url, 'IN_PROGRESS')) {
      const points = score(tracking);
      if (points !== null && (!best || points > best.score)) best = { tracking, score: points };
    }
    if (best) return best.tracking;
    if (Date.now() > deadline) throw new Error('no order in execution in the demo data fits this spec');
    await page.waitForTimeout(1_000);
  }
}
