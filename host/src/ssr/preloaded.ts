import { createOrderTrackingApi, createShipmentsApi, createTransport } from '@box/core/api';
import type { OrderTracking, ShipmentTracking } from '@box/core/schemas';

/** The id of the `<script type="application/json">` that carries a server-rendered page's answer. */
export const PRELOADED_ELEMENT_ID = 'box-preloaded';

/** What the server embeds in a page it rendered: which page, for which link, and the API's answer (null: none). */
export interface PreloadedPayload {
  page: 'order' | 'shipment';
  /** The token of /r/{token} or the hash of /rr/{hash}. */
  key: string;
  answer: unknown;
}

/** The same answer, parsed as the widget's own request would have parsed it. */
export type Preloaded =
  | { page: 'order'; key: string; answer: OrderTracking | null }
  | { page: 'shipment'; key: string; answer: ShipmentTracking | null };

// Never asked: the answer is already here, and the transport is only used for its parsing.
const NOWHERE = 'http://preloaded.invalid/api';

/**
 * Parses an embedded answer with core's own client (its schema, its transforms), through a fetch that answers
 * with the embedded JSON: the page then holds exactly what its first request would have returned.
 */
export async function parsePreloaded(raw: unknown): Promise<Preloaded | null> {
  if (typeof raw !== 'object' || raw === null) return null;
  const { page, key, answer } = raw as Partial<PreloadedPayload>;
  if (typeof key !== 'string' || (page !== 'order' && page !== 'shipment')) return null;
  if (answer === null) return { page, key, answer: null };
  const body = JSON.stringify(answer);
  const transport = createTransport({
    baseUrl: NOWHERE,
    fetch: async () => new Response(body, { headers: { 'content-type': 'application/json' } }),
  });
  return page === 'order'
    ? { page, key, answer: await createOrderTrackingApi(transport).publicOrderTracking(key) }
    : { page, key, answer: await createShipmentsApi(transport).shipmentByHash(key) };
}

/** The page's embedded answer, or null when the page was not server-rendered or its answer does not parse. */
export async function readPreloaded(doc: Document): Promise<Preloaded | null> {
  const text = doc.getElementById(PRELOADED_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return await parsePreloaded(JSON.parse(text));
  } catch {
    return null;
  }
}

/** The server's answer for /r/{token}, if it rendered this very link; undefined for any other. */
export function preloadedOrder(preloaded: Preloaded | null, token: string | undefined) {
  return preloaded?.page === 'order' && preloaded.key === token ? preloaded.answer : undefined;
}

/** The server's answer for /rr/{hash}, if it rendered this very link; undefined for any other. */
export function preloadedShipment(preloaded: Preloaded | null, hash: string | undefined) {
  return preloaded?.page === 'shipment' && preloaded.key === hash ? preloaded.answer : undefined;
}
