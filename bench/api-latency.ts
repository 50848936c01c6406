// /orders/status under a multi-shipper day, on the embedded PGlite and on a PostgreSQL server: the real server
// process over loopback, 100,000 orders over 500 shippers (bench/shippers.ts), each connection signed in as a
// different shipper so that every request is that shipper's own query (per-customer coalescing cannot share
// it). The coalesced case (every connection the same shipper) is reported beside it, as is the server's RSS.

import { monitoringOrdersJson, openDatabase } from '@box/server';
import { startProduct } from '../e2e/support/product';
import { onEachDatabase } from './databases';
import { type LatencyFigures, measure, measureArrivals, summarise, Tally } from './load';
import { serverPid, watchCpu, watchRss } from './rss';
import { type BenchShipper, prepareShipperDay, startDayWrites } from './shippers';
import { verdict } from './verdicts';

const SHIPPERS = 500;
const ORDERS = 100_000;
/** Issue 19's targets: p99 at 50 connections of 50 shippers on PostgreSQL; at 10 users on the embedded PGlite. */
const TARGETS = {
  postgres: { connections: 50, p99Ms: 50 },
  pglite: { connections: 10, p99Ms: 250, rssAfterIdleMiB: 400 },
};
/** The open-loop day on PostgreSQL: each shipper's screen reloaded this often, this many times. */
const DAY_EVERY_MS = 10_000;
const DAY_RELOADS = 6;
/**
 * How long after its start the server is left before the measurements: its first seconds are start-up, not a
 * day's load. On PGlite, which runs in the server's thread, the demo simulator's first tick after a start held
 * every request for 0.6–0.65 s, 3 s after the start, in each of three runs on 2026-11-29; it fell in `alone` or
 * in the 10-user run depending on timing (docs/bench/issue-19-api.md).
 */
const START_SETTLE_MS = 10_000;
/**
 * The server's first requests at the main run's connections, measured and reported apart (`cold`) before the
 * main run. On PostgreSQL on 2026-11-29, the server served its first 3,000 at 660 req/s rising to 1,800, and
 * the next 3,000 at 2,200–2,500, under the same load: its code was still being compiled (V8 tiers up what
 * runs hot; likely, not profiled). A process that has served a day is past that.
 */
const COLD_REQUESTS = 3000;
/**
 * The main run's requests. On PostgreSQL 3,000 were about 1 s of load, whose p99 one slow moment decides: 49.7
 * and 81.4 ms in two runs of the same code on 2026-11-29, against 50.7–52.6 ms over 27,000 requests (9 s) in
 * three. 15,000 are about 5 s.
 */
const MAIN_REQUESTS = { postgres: 15_000, pglite: 1000 };
/** How long the server is left idle after the load before its RSS is read again. */
const IDLE_MS = 30_000;

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

/**
 * The database's share of a request: the monitoring query alone, from this process through a pool of 10 like
 * the server's, `connections` at once each for a different shipper, no HTTP, no session, no cache.
 */
async function queryAlone(databaseUrl: string, shippers: readonly BenchShipper[], connections: number) {
  const { db, close } = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    const since = new Date(Date.now() - 72 * 3600_000);
    const times: number[] = [];
    let next = 0;
    const total = 2000;
    const tally = new Tally();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async (_, connection) => {
        const { customerId } = shippers[connection % shippers.length]!;
        while (next < total) {
          next += 1;
          const t0 = performance.now();
          await monitoringOrdersJson(db, customerId, since);
          times.push(performance.now() - t0);
        }
      }),
    );
    return summarise(times, tally, connections, performance.now() - started);
  } finally {
    await close();
  }
}

async function run(env: Record<string, string>) {
  const database = env.DATABASE_URL ? 'postgres' : 'pglite';
  const target = TARGETS[database];
  const day = await prepareShipperDay(env, { shippers: SHIPPERS, orders: ORDERS, publicTokens: 0 });
  // The simulator runs as in the demo (a transaction every 2 s moving the demo's drivers): a day has writes,
  // and the demo shippers among the measured ones see their answers change while they are measured.
  const product = await startProduct(env);
  const pid = serverPid(Number(new URL(product.url).port));
  let writes: ReturnType<typeof startDayWrites> | null = null;
  try {
    const url = `${product.url}/jade/api/orders/status?since=72%20hours%20ago`;
    // The busiest shippers are the ones with people on the portal all day: the two demo shippers (whose
    // orders the simulator moves) and the largest bench shippers.
    const demo = [
      await signIn(product.url, 'ana@mercado.example', 'mercado-2026'),
      await signIn(product.url, 'duda@outraloja.example', 'outra-2026'),
    ];
    const cookies = [...demo, ...day.shippers.map((s) => s.cookie)];
    const heaviest = day.shippers[0]!;
    const sizes = await Promise.all(
      [heaviest.cookie, day.shippers[SHIPPERS / 2]!.cookie].map(async (cookie) => {
        const answer = await fetch(url, { headers: { cookie } });
        const body = await answer.text();
        return { rows: (JSON.parse(body) as { orders: unknown[] }).orders.length, bytes: body.length };
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, START_SETTLE_MS));
    const rss = pid ? watchRss(pid) : null;
    // Writes go on through every measurement below, as on a real day: kept answers last only as long as their
    // shipper's orders do not change.
    writes = startDayWrites(
      database === 'postgres' ? { databaseUrl: env.DATABASE_URL! } : { apiUrl: product.url },
      day.shippers,
    );
    const alone = await measure(url, { cookie: heaviest.cookie }, { concurrency: 1, total: 100, warmup: 10 });
    const distinct = (connections: number, total: number) =>
      measure(url, (i) => ({ cookie: cookies[i % cookies.length]! }), {
        concurrency: connections,
        total,
        warmup: connections,
      });
    const figures: Record<string, unknown> = {
      measures:
        `GET /orders/status?since=72 hours ago, closed loop: each connection sends its next request as soon as ` +
        `its answer arrives; ${ORDERS} orders of ${SHIPPERS} shippers (Zipf: the largest ${heaviest.ordersPerYear} ` +
        `a year), every connection a different shipper (the 2 demo ones, then the largest); the load comes ` +
        `from this bench's process, the server is its own process (pnpm start) on the same 2 cores; writes ` +
        `go on meanwhile (dayWrites) and the server keeps each shipper's answer until that shipper's data changes; ` +
        `measured from ${START_SETTLE_MS / 1000} s after the server's start (its start-up is not a day's load); ` +
        `every closed loop opens its connections in a warm-up before its clock starts; the main run comes ` +
        `after ${COLD_REQUESTS} requests at its connections (reported as cold: the JIT warms up meanwhile)`,
      seedMs: day.seedMs,
      answers: { largestShipper: sizes[0], medianShipper: sizes[1] },
      alone,
    };
    figures[`${target.connections} connections, ${target.connections} shippers, cold (the server's first)`] =
      await distinct(target.connections, COLD_REQUESTS);
    const cpu = pid ? watchCpu(pid) : null;
    const main: LatencyFigures = await distinct(target.connections, MAIN_REQUESTS[database]);
    figures[`${target.connections} connections, ${target.connections} shippers`] = {
      ...main,
      target: `p99 ≤ ${target.p99Ms} ms: ${verdict(main.p99Ms <= target.p99Ms)}`,
      ...(cpu ? { cpu: cpu.finish() } : {}),
    };
    if (database === 'postgres') {
      figures[`query alone, ${target.connections} shippers at once (pool of 10, no HTTP, no cache)`] =
        await queryAlone(env.DATABASE_URL!, day.shippers, target.connections);
    }
    if (database === 'pglite') {
      // Beyond the embedded database's pace: requests wait in a bounded queue or are told to come back (503
      // with Retry-After), never left hanging.
      figures['50 connections, 50 shippers (overload)'] = await distinct(50, 1000);
    }
    if (database === 'postgres') {
      // A closed loop of 50 keeps the server saturated whatever its speed (latency = 50 / throughput): the
      // day's own pace beside it, every shipper's monitoring screen reloaded every 10 s at its own second.
      const day = await measureArrivals(
        Array.from({ length: SHIPPERS * DAY_RELOADS }, (_, n) => {
          const screen = n % SHIPPERS;
          return {
            url,
            atMs: Math.floor(n / SHIPPERS) * DAY_EVERY_MS + (screen / SHIPPERS) * DAY_EVERY_MS,
            headers: { cookie: cookies[screen % cookies.length]! },
          };
        }),
      );
      figures[`${SHIPPERS} screens reloaded every ${DAY_EVERY_MS / 1000} s (open loop)`] = day;
    }
    figures['50 connections, one shipper (coalesced and kept: flatters, for comparison only)'] =
      await measure(url, { cookie: heaviest.cookie }, { concurrency: 50, total: 2000, warmup: 50 });
    figures.dayWrites = await writes.stop();
    if (rss) {
      const memory = await rss.finish(IDLE_MS);
      figures.serverRss =
        database === 'pglite'
          ? {
              ...memory,
              target: `after idle ≤ ${TARGETS.pglite.rssAfterIdleMiB} MiB: ${verdict(memory.afterIdleMiB <= TARGETS.pglite.rssAfterIdleMiB)}`,
            }
          : memory;
    }
    return figures;
  } finally {
    await writes?.stop();
    await product.stop();
  }
}

export async function benchOrdersStatusLatency() {
  return { ordersInDatabase: ORDERS, shippers: SHIPPERS, ...(await onEachDatabase(run)) };
}
