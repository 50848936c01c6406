// GET /orders/public/{token}/tracking under 500 recipients polling one public page each (SPEC §4: every 60 s),
// on the embedded PGlite and on a PostgreSQL server: the real server process over loopback, no session.
import { startProduct } from '../e2e/support/product';
import { signIn } from './api-latency';
import { onEachDatabase } from './databases';
import { measure, measureArrivals } from './load';

const POLLERS = 500;
/** Every poller polls once in this window: twice the rate of 500 pages polling every 60 s. */
const WINDOW_MS = 30_000;

/** Public tokens of the demo shipper's open orders, as the signed-in share button gives them. */
export async function publicTokens(url: string): Promise<string[]> {
  const cookie = await signIn(url, 'ana@mercado.example', 'mercado-2026');
  const status = (await (
    await fetch(`${url}/jade/api/orders/status?since=72%20hours%20ago`, { headers: { cookie } })
  ).json()) as { orders: { id?: number; orderId?: number; status: string }[] };
  const open = status.orders
    .filter((o) => o.status === 'IN_PROGRESS' || o.status === 'ALLOCATED')
    .slice(0, 20);
  const tokens: string[] = [];
  for (const order of open) {
    const id = order.id ?? order.orderId;
    const answer = await fetch(`${url}/jade/api/orders/${id}/tracking`, { headers: { cookie } });
    const token = ((await answer.json()) as { publicToken: string | null }).publicToken;
    if (token) tokens.push(token);
  }
  if (tokens.length === 0) throw new Error('no open order with a public token in the demo data');
  return tokens;
}

async function run(env: Record<string, string>) {
  const product = await startProduct(env);
  try {
    const tokens = await publicTokens(product.url);
    const target = (i: number) =>
      `${product.url}/jade/api/orders/public/${tokens[i % tokens.length]}/tracking`;
    const bytes = (await (await fetch(target(0))).arrayBuffer()).byteLength;
    const alone = await measure(target(0), {}, { concurrency: 1, total: 200, warmup: 20 });
    // Each poller follows its own order's page; arrivals spread at random over the window.
    const pollers = Array.from({ length: POLLERS }, (_, i) => i);
    const steady = await measureArrivals(
      pollers.map((i) => ({ url: target(i), atMs: Math.random() * WINDOW_MS })),
    );
    // The worst moment: every poller at the same instant (e.g. all pages reopened after a network blip).
    const burst = await measureArrivals(pollers.map((i) => ({ url: target(i), atMs: 0 })));
    return { pages: tokens.length, bytes, alone, steady: { windowMs: WINDOW_MS, ...steady }, burst };
  } finally {
    await product.stop();
  }
}

export async function benchPublicTrackingLatency() {
  return onEachDatabase(run);
}
