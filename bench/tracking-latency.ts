// GET /orders/public/{token}/tracking under 500 recipients polling one public page each (SPEC §4: every 60 s),
// while ten portal users work, on the embedded PGlite and on a PostgreSQL server: the real server process over
// loopback, the multi-shipper day of bench/shippers.ts, the server's RSS before, at its peak and after idling.
import { startProduct } from '../e2e/support/product';
import { signIn } from './api-latency';
import { onEachDatabase } from './databases';
import { measure, measureArrivals, measureUntil } from './load';
import { serverPid, watchRss } from './rss';
import { prepareShipperDay, startDayWrites } from './shippers';
import { verdict } from './verdicts';

const POLLERS = 500;
/** Minutes of polling measured (each poller polls once a minute, SPEC §4). */
const MINUTES = 2;
const PORTAL_USERS = 10;
const IDLE_MS = 30_000;
const RSS_TARGET_MIB = 400;

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
  const database = env.DATABASE_URL ? 'postgres' : 'pglite';
  const day = await prepareShipperDay(env, { shippers: 500, orders: 100_000, publicTokens: POLLERS });
  const product = await startProduct(env);
  const pid = serverPid(Number(new URL(product.url).port));
  let writes: ReturnType<typeof startDayWrites> | null = null;
  try {
    const tokens = day.publicTokens;
    const target = (i: number) =>
      `${product.url}/jade/api/orders/public/${tokens[i % tokens.length]}/tracking`;
    const bytes = (await (await fetch(target(0))).arrayBuffer()).byteLength;
    const alone = await measure(target(0), {}, { concurrency: 1, total: 100, warmup: 10 });
    const rss = pid ? watchRss(pid) : null;
    // Meanwhile the portal's users keep their monitoring screens busy (each a different shipper, closed loop),
    // and the day's writes go on (bench/shippers.ts), so their kept answers do not last the whole run.
    writes = startDayWrites(
      database === 'postgres' ? { databaseUrl: env.DATABASE_URL! } : { apiUrl: product.url },
      day.shippers,
    );
    let stopUsers = false;
    const status = `${product.url}/jade/api/orders/status?since=72%20hours%20ago`;
    const users = measureUntil(
      status,
      (i) => ({ cookie: day.shippers[i]!.cookie }),
      PORTAL_USERS,
      () => stopUsers,
    );
    // Each poller follows its own order's page, once a minute from its own second of the minute.
    const steady = await measureArrivals(
      Array.from({ length: POLLERS * MINUTES }, (_, n) => {
        const poller = n % POLLERS;
        const minute = Math.floor(n / POLLERS);
        return { url: target(poller), atMs: minute * 60_000 + (poller / POLLERS) * 60_000 };
      }),
    );
    stopUsers = true;
    const portal = await users;
    const dayWrites = await writes.stop();
    // The worst moment: every poller at the same instant (e.g. all pages reopened after a network blip).
    const burst = await measureArrivals(tokens.map((_, i) => ({ url: target(i), atMs: 0 })));
    const figures: Record<string, unknown> = {
      measures:
        `GET /orders/public/{token}/tracking: ${tokens.length} pollers (one recipient page each, of the most ` +
        `recent orders of 500 shippers), each polling once a minute at its own second, for ${MINUTES} minutes; ` +
        `meanwhile ${PORTAL_USERS} portal users (different shippers) load /orders/status back to back while ` +
        `the day's writes go on; the load comes from this bench's process, the server is its own process`,
      pages: tokens.length,
      bytes,
      alone,
      steady: {
        ...steady,
        target: `no time-out, no error: ${verdict(steady.errors === 0)}`,
      },
      [`${PORTAL_USERS} portal users meanwhile`]: portal,
      dayWrites,
      burst: {
        ...burst,
        target: `no time-out; 503 only with Retry-After: ${verdict(!burst.statuses?.['0'] && !burst.busyWithoutRetryAfter)}`,
      },
    };
    if (rss) {
      const memory = await rss.finish(IDLE_MS);
      figures.serverRss =
        database === 'pglite'
          ? {
              ...memory,
              target: `after idle ≤ ${RSS_TARGET_MIB} MiB: ${verdict(memory.afterIdleMiB <= RSS_TARGET_MIB)}`,
            }
          : memory;
    }
    return figures;
  } finally {
    await writes?.stop();
    await product.stop();
  }
}

export async function benchPublicTrackingLatency() {
  return onEachDatabase(run);
}
