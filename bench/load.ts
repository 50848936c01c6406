// A bounded load loop on loopback: `concurrency` workers issue `total` requests to one URL, keep-alive on.
import { Agent, request } from 'node:http';

export interface LatencyFigures {
  requests: number;
  concurrency: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  rps: number;
  errors: number;
  /** Answers other than 200, by status ('0': no answer within the client's 30 s, i.e. a time-out). */
  statuses?: Record<string, number>;
  /** 503 answers that did not say when to come back (Retry-After) or were not JSON: must stay 0. */
  busyWithoutRetryAfter?: number;
}

/** What one request ended with. */
interface Outcome {
  status: number;
  /** For a 503: whether it carried Retry-After and a JSON body, as the bounded queue promises. */
  clearBusy: boolean;
}

/** A request other than a GET: its method and body (e.g. a JSON POST). */
export interface RequestSpec {
  method: string;
  body: string;
}

/** What every browser sends: the server may answer compressed, as it does for the portal's users. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function outcome(
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  spec?: RequestSpec,
): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const all = { ...BROWSER_HEADERS, ...headers };
    const req = request(url, { agent, headers: all, method: spec?.method ?? 'GET' }, (res) => {
      res.resume();
      const clearBusy =
        res.statusCode === 503 &&
        Boolean(res.headers['retry-after']) &&
        String(res.headers['content-type']).startsWith('application/json');
      res.on('end', () => resolve({ status: res.statusCode ?? 0, clearBusy }));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(spec?.body);
  });
}

/** Counts the answers that were not 200, and the 503s that were not clear about it. */
export class Tally {
  statuses: Record<string, number> = {};
  errors = 0;
  busyWithoutRetryAfter = 0;
  add(o: Outcome) {
    if (o.status === 200) return;
    this.errors += 1;
    this.statuses[o.status] = (this.statuses[o.status] ?? 0) + 1;
    if (o.status === 503 && !o.clearBusy) this.busyWithoutRetryAfter += 1;
  }
}

const NO_ANSWER: Outcome = { status: 0, clearBusy: false };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const round = (n: number) => Math.round(n * 10) / 10;

/** The figures of one run: latency percentiles of its requests (ms), their pace, and what went wrong. */
export function summarise(
  latenciesMs: number[],
  tally: Tally,
  concurrency: number,
  elapsedMs: number,
): LatencyFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    concurrency,
    p50Ms: round(percentile(sorted, 50)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    rps: Math.round((sorted.length / elapsedMs) * 1000),
    errors: tally.errors,
    ...(tally.errors > 0
      ? { statuses: tally.statuses, busyWithoutRetryAfter: tally.busyWithoutRetryAfter }
      : {}),
  };
}

export async function measure(
  target: string,
  /** The same headers for every connection, or each connection's own (e.g. each a different shipper). */
  headers: Record<string, string> | ((connection: number) => Record<string, string>),
  {
    concurrency = 50,
    total = 2000,
    warmup = 100,
    request: spec,
  }: {
    concurrency?: number;
    total?: number;
    warmup?: number;
    request?: RequestSpec;
  } = {},
): Promise<LatencyFigures> {
  const url = new URL(target);
  const headersOf = typeof headers === 'function' ? headers : () => headers;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const closedLoop = async (count: number, record: (ms: number, o: Outcome) => void) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, connection) => {
        while (next < count) {
          next += 1;
          const t0 = performance.now();
          const o = await outcome(agent, url, headersOf(connection), spec).catch(() => NO_ANSWER);
          record(performance.now() - t0, o);
        }
      }),
    );
  };
  // The warm-up runs as the measurement does, `concurrency` at once on the same agent, so every connection is
  // open before the clock starts: a user's browser keeps its connection. One at a time, it opened one socket,
  // and the others were all opened at once inside the measured window: at 50 connections on PostgreSQL, the
  // first requests of 15 connections took 57–103 ms, 15 of the 40 slowest of 3,000 (2026-11-29).
  await closedLoop(warmup, () => undefined);
  const times: number[] = [];
  const tally = new Tally();
  const started = performance.now();
  await closedLoop(total, (ms, o) => {
    times.push(ms);
    tally.add(o);
  });
  agent.destroy();
  return summarise(times, tally, concurrency, performance.now() - started);
}

/** Like `measure`, but the connections go on until `stop()` says so (a background load beside another). */
export async function measureUntil(
  target: string,
  headersOf: (connection: number) => Record<string, string>,
  concurrency: number,
  stop: () => boolean,
): Promise<LatencyFigures> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  const tally = new Tally();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, connection) => {
      while (!stop()) {
        const t0 = performance.now();
        const o = await outcome(agent, url, headersOf(connection)).catch(() => NO_ANSWER);
        times.push(performance.now() - t0);
        tally.add(o);
      }
    }),
  );
  agent.destroy();
  return summarise(times, tally, concurrency, performance.now() - started);
}

/**
 * An open loop: each request leaves at its own time (ms from the start) whatever the others are doing, the way
 * independent pollers arrive. Latency is measured from each request's own start.
 */
export async function measureArrivals(
  /** Each request's own URL, start time and (optionally) headers, e.g. its user's session. */
  arrivals: readonly { url: string; atMs: number; headers?: Record<string, string> }[],
  headers: Record<string, string> = {},
): Promise<LatencyFigures> {
  // A new connection per request, as a browser's poll a minute later needs one (the server closes idle
  // connections after 5 s); reusing a socket the server is closing fails in Node's agent, which, unlike a
  // browser, does not retry it.
  const agent = new Agent({ keepAlive: false, maxSockets: arrivals.length });
  const times: number[] = [];
  const tally = new Tally();
  const started = performance.now();
  await Promise.all(
    arrivals.map(
      ({ url, atMs, headers: own }) =>
        new Promise<void>((resolve) => {
          setTimeout(async () => {
            const t0 = performance.now();
            const o = await outcome(agent, new URL(url), own ?? headers).catch(() => NO_ANSWER);
            times.push(performance.now() - t0);
            tally.add(o);
            resolve();
          }, atMs);
        }),
    ),
  );
  agent.destroy();
  return summarise(times, tally, arrivals.length, performance.now() - started);
}
