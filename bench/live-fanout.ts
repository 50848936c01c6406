// Live updates (issue 18): 5,000 concurrent SSE subscribers on one server process on PostgreSQL, spread as on a
// busy day (mostly recipients on public /r/ and /rr/ pages, some signed-in order pages, a few monitoring
// screens), then a write that changes every order they watch in one transaction (as a simulator tick moving
// every driver would): the time from its COMMIT to each subscriber's event. Also the server's RSS.
import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import pg from 'pg';
import { startProduct } from '../e2e/support/product';
import { signIn } from './api-latency';
import { postgresUrl } from './databases';
import { rssMiB, watchRss } from './rss';

const SUBSCRIBERS = 5000;
/** Of SUBSCRIBERS: shippers' monitoring screens and signed-in order pages; the rest are recipients. */
const MONITORING = 100;
const SIGNED_IN_ORDER_PAGES = 200;
/** Of the recipients: on a shipment's /rr/ page; the others on an order's /r/ page. */
const SHIPMENT_SHARE = 0.2;
const ROUNDS = 5;
const ROUND_GAP_MS = 3000;
/** A subscriber that has not had its event this long after the commit counts as missed. */
const WAIT_MS = 15_000;
const OPENING_AT_ONCE = 100;

interface Subscription {
  path: string;
  cookie?: string;
  /** The order whose change it waits for (monitoring: any of its customer's). */
  orderIds: Set<number>;
}

interface Stream {
  subscription: Subscription;
  /** When each event arrived (ms, performance.now()). */
  arrivals: number[];
  bytes: number;
}

function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3] ?? 0);
}

/** Opens one SSE stream and records when each `tracking`/`orders` event arrives; resolves once `ready` came. */
function open(agent: Agent, base: string, subscription: Subscription): Promise<Stream> {
  const stream: Stream = { subscription, arrivals: [], bytes: 0 };
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (subscription.cookie) headers.cookie = subscription.cookie;
    const req = request(`${base}${subscription.path}`, { agent, headers }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${subscription.path}: ${res.statusCode}`));
        res.resume();
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.bytes += chunk.length;
        // Only the new bytes (and the one before them) can complete a frame.
        const from = Math.max(0, buffer.length - 1);
        buffer += chunk;
        let end = buffer.indexOf('\n\n', from);
        while (end >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) resolve(stream);
          else if (frame.startsWith('event: tracking') || frame.startsWith('event: orders')) {
            stream.arrivals.push(performance.now());
          }
          end = buffer.indexOf('\n\n');
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The node process serving `port`: `pnpm start` runs it under a shell whose command line names main.js too, so
 * the one with the most memory is the server.
 */
function serverNodePid(port: number): number | null {
  let best: { pid: number; rss: number } | null = null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('main.js')) continue;
      if (!readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes(`PORT=${port}`)) continue;
      const rss = rssMiB(Number(entry));
      if (!best || rss > best.rss) best = { pid: Number(entry), rss };
    } catch {
      // gone, or not ours to read
    }
  }
  return best?.pid ?? null;
}

const kindOf = (path: string) =>
  path.includes('/orders/status/')
    ? 'monitoring'
    : path.includes('/public/')
      ? 'orderPage'
      : path.includes('/shipments/')
        ? 'shipmentPage'
        : 'signedInOrderPage';

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * What the subscribers follow: orders under way with a public token, their shipments still to deliver, the two
 * demo shippers. Under way, because the ETA the bench changes is shown only then (and an answer a change leaves
 * as it was is not sent).
 */
async function targets(db: pg.Client) {
  const tokens = await db.query<{ token: string; order_id: number; customer_id: number }>(
    `SELECT DISTINCT ON (t.order_id) t.token, t.order_id, o.customer_id FROM order_tracking_tokens t
     JOIN orders o ON o.id = t.order_id WHERE t.revoked_at IS NULL AND o.status IN ('ALLOCATED', 'IN_PROGRESS')
     ORDER BY t.order_id, t.created_at`,
  );
  const hashes = await db.query<{ hash: string; order_id: number }>(
    `SELECT sh.tracking_hash AS hash, sh.order_id FROM shipments sh JOIN orders o ON o.id = sh.order_id
     JOIN stops s ON s.id = sh.destination_stop_id
     WHERE o.status IN ('ALLOCATED', 'IN_PROGRESS') AND o.service_type = 'DELIVERY' AND s.status = 'PENDING'
     ORDER BY sh.id`,
  );
  const mine = await db.query<{ id: number }>(
    `SELECT id FROM orders WHERE customer_id = 3154 AND status IN ('ALLOCATED', 'IN_PROGRESS') ORDER BY id`,
  );
  const customers = await db.query<{ customer_id: number; email: string }>(
    `SELECT DISTINCT u.customer_id, u.email FROM users u
     WHERE u.email IN ('ana@mercado.example', 'duda@outraloja.example')`,
  );
  return { tokens: tokens.rows, hashes: hashes.rows, mine: mine.rows, customers: customers.rows };
}

const PASSWORDS: Record<string, string> = {
  'ana@mercado.example': 'mercado-2026',
  'duda@outraloja.example': 'outra-2026',
};

export async function benchLiveFanout() {
  const limit = openFileLimit();
  // Node cannot raise its own limit: the shell's `ulimit -n` is what this process and the server inherit.
  if (limit < SUBSCRIBERS + 500) {
    return { skipped: `ulimit -n is ${limit}: ${SUBSCRIBERS} streams need more (raise it in the shell)` };
  }
  const database = await postgresUrl();
  if (!database) return { skipped: 'no PostgreSQL server answered (set DATABASE_URL)' };
  const product = await startProduct({ DATABASE_URL: database.url, BOX_SIMULATOR: 'off' });
  const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const db = new pg.Client({ connectionString: database.url });
  const streams: Stream[] = [];
  try {
    await db.connect();
    const { tokens, hashes, mine, customers } = await targets(db);
    const cookies = new Map<number, string>();
    for (const c of customers) {
      const password = PASSWORDS[c.email];
      if (password) cookies.set(c.customer_id, await signIn(product.url, c.email, password));
    }
    const anaCookie = cookies.get(3154);
    if (!anaCookie || tokens.length === 0 || hashes.length === 0) throw new Error('demo data missing');
    const ordersOf = new Map<number, Set<number>>();
    for (const t of tokens) {
      const set = ordersOf.get(t.customer_id) ?? new Set<number>();
      set.add(t.order_id);
      ordersOf.set(t.customer_id, set);
    }

    const subscriptions: Subscription[] = [];
    // A screen of a shipper with no order under way would wait for a change that never comes.
    const monitoringCustomers = [...cookies.keys()].filter(
      (id) => (ordersOf.get(id)?.size ?? 0) > 0 || (id === 3154 && mine.length > 0),
    );
    for (let i = 0; i < MONITORING; i++) {
      const customerId = monitoringCustomers[i % monitoringCustomers.length]!;
      subscriptions.push({
        path: '/jade/api/orders/status/live',
        cookie: cookies.get(customerId)!,
        orderIds: new Set(
          mine.length > 0 && customerId === 3154 ? mine.map((m) => m.id) : (ordersOf.get(customerId) ?? []),
        ),
      });
    }
    for (let i = 0; i < SIGNED_IN_ORDER_PAGES; i++) {
      const id = mine[i % mine.length]!.id;
      subscriptions.push({
        path: `/jade/api/orders/${id}/tracking/live`,
        cookie: anaCookie,
        orderIds: new Set([id]),
      });
    }
    const recipients = SUBSCRIBERS - subscriptions.length;
    const onShipments = Math.round(recipients * SHIPMENT_SHARE);
    for (let i = 0; i < onShipments; i++) {
      const h = hashes[i % hashes.length]!;
      subscriptions.push({
        path: `/jade/api/shipments/by-hash/${h.hash}/tracking/live`,
        orderIds: new Set([h.order_id]),
      });
    }
    for (let i = 0; i < recipients - onShipments; i++) {
      const t = tokens[i % tokens.length]!;
      subscriptions.push({
        path: `/jade/api/orders/public/${t.token}/tracking/live`,
        orderIds: new Set([t.order_id]),
      });
    }

    const pid = serverNodePid(Number(new URL(product.url).port));
    if (!pid) throw new Error('server process not found');
    const rss = watchRss(pid);
    const openedAt = performance.now();
    for (let i = 0; i < subscriptions.length; i += OPENING_AT_ONCE) {
      const batch = subscriptions.slice(i, i + OPENING_AT_ONCE).map((s) => open(agent, product.url, s));
      streams.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - openedAt;
    const rssWithStreamsMiB = rssMiB(pid);

    const watched = [...new Set(subscriptions.flatMap((s) => [...s.orderIds]))];
    const latencies: number[] = [];
    let missed = 0;
    const missedBy: Record<string, number> = {};
    const bytesBefore = streams.reduce((sum, s) => sum + s.bytes, 0);
    for (let round = 1; round <= ROUNDS; round++) {
      const before = streams.map((s) => s.arrivals.length);
      // One transaction: what every watched page and screen shows changes (ETA of the stops, the order's
      // second status line), one notification per order.
      await db.query('BEGIN');
      await db.query(
        `UPDATE stops SET estimated_arrival_at = now() + make_interval(mins => $2) WHERE order_id = ANY($1::int[])`,
        [watched, 20 + round],
      );
      await db.query(`UPDATE orders SET status2 = $2 WHERE id = ANY($1::int[])`, [
        watched,
        `Rodada ${round}`,
      ]);
      const committedAt = performance.now();
      await db.query('COMMIT');
      const deadline = committedAt + WAIT_MS;
      while (performance.now() < deadline && streams.some((s, i) => s.arrivals.length <= before[i]!)) {
        await new Promise((r) => setTimeout(r, 20));
      }
      streams.forEach((s, i) => {
        const first = s.arrivals[before[i]!];
        if (first === undefined) {
          missed++;
          const kind = kindOf(s.subscription.path);
          missedBy[kind] = (missedBy[kind] ?? 0) + 1;
        } else latencies.push(first - committedAt);
      });
      await new Promise((r) => setTimeout(r, ROUND_GAP_MS));
    }
    latencies.sort((a, b) => a - b);
    const bytesPerRound = (streams.reduce((sum, s) => sum + s.bytes, 0) - bytesBefore) / ROUNDS;
    const memory = await rss.finish(0);
    return {
      subscribers: streams.length,
      mix: {
        monitoring: MONITORING,
        signedInOrderPages: SIGNED_IN_ORDER_PAGES,
        shipmentPages: onShipments,
        orderPages: recipients - onShipments,
        distinctOrders: watched.length,
      },
      openFileLimit: limit,
      openAllMs: Math.round(openMs),
      rounds: ROUNDS,
      events: latencies.length,
      missed,
      missedBy,
      sentMiBPerRound: round1(bytesPerRound / (1024 * 1024)),
      p50Ms: round1(percentile(latencies, 50)),
      p99Ms: round1(percentile(latencies, 99)),
      maxMs: round1(latencies.at(-1) ?? Number.NaN),
      targetP99Ms: 1000,
      serverRssWithStreamsMiB: rssWithStreamsMiB,
      serverRss: memory,
    };
  } finally {
    agent.destroy();
    await db.end().catch(() => {});
    await product.stop();
    await database.drop();
  }
}
