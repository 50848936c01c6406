// /orders/status latency at 50 concurrent connections with 100,000 orders in the database, on the embedded
// PGlite and on a PostgreSQL server: the real server process over loopback, a demo shipper signed in.

import { openDatabase, prepareData, readConfig, seedBulkOrders } from '@box/server';
import { startProduct } from '../e2e/support/product';
import { onEachDatabase } from './databases';
import { type LatencyFigures, measure } from './load';

const BULK = 100_000;
/**
 * 100,000 orders over the last year, shared the way a real database would hold them: an ordinary shipper
 * (ana, 3154: 10,000 a year, ~80 in any 72 h), a heavy one (duda, 5100: 45,000, ~370) and the provider's own.
 * Both shippers are measured, so the figures cover a typical and a heavy monitoring answer.
 */
const SPREAD: [customerId: number, orders: number][] = [
  [3154, 10_000],
  [5100, 45_000],
  [0, 45_000],
];
const SHIPPERS = [
  { who: 'ordinary shipper (ana, 3154)', email: 'ana@mercado.example', password: 'mercado-2026' },
  { who: 'heavy shipper (duda, 5100)', email: 'duda@outraloja.example', password: 'outra-2026' },
];

/** Signs in through the login form as a browser would; returns the Cookie header of the session. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const page = await fetch(`${url}/_ssr/entrar`, { headers: { accept: 'text/html' } });
  const token = (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
  const preCookies = page.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await fetch(`${url}/_ssr/entrar`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: preCookies, origin: url },
    body: new URLSearchParams({ _csrf: token, email, password }),
  });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function seed(env: Record<string, string>): Promise<number> {
  const config = readConfig({ ...process.env, ...env, BOX_MODE: 'demo' });
  const { db, close } = await openDatabase(config);
  try {
    await prepareData(db, config, new Date());
    const started = performance.now();
    for (const [customerId, count] of SPREAD) await seedBulkOrders(db, customerId, count);
    return Math.round(performance.now() - started);
  } finally {
    await close();
  }
}

async function run(env: Record<string, string>) {
  const seedMs = await seed(env);
  // As a production server runs: the demo simulator's ticks (a transaction every 2 s) stay out of the figures.
  const product = await startProduct({ ...env, BOX_SIMULATOR: 'off' });
  try {
    const target = `${product.url}/jade/api/orders/status?since=72%20hours%20ago`;
    const figures: Record<string, unknown> = { seedMs };
    for (const shipper of SHIPPERS) {
      const cookie = await signIn(product.url, shipper.email, shipper.password);
      const answer = await fetch(target, { headers: { cookie } });
      const rows = ((await answer.clone().json()) as { orders: unknown[] }).orders.length;
      const bytes = (await answer.arrayBuffer()).byteLength;
      // Alone first (the service time of one answer), then under 50 concurrent connections.
      const alone = await measure(target, { cookie }, { concurrency: 1, total: 200, warmup: 20 });
      // A running server's steady state: the first burst at 50 connections also pays V8's warm-up of that path.
      await measure(target, { cookie }, { concurrency: 50, total: 500, warmup: 0 });
      const loaded = await measure(target, { cookie }, { concurrency: 50, total: 2000 });
      const shape: { rows: number; bytes: number; alone: LatencyFigures; loaded: LatencyFigures } = {
        rows,
        bytes,
        alone,
        loaded,
      };
      figures[shipper.who] = shape;
    }
    return figures;
  } finally {
    await product.stop();
  }
}

export async function benchOrdersStatusLatency() {
  return { ordersInDatabase: BULK, ...(await onEachDatabase(run)) };
}
