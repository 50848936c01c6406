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
}

/** A request other than a GET: its method and body (e.g. a JSON POST). */
export interface RequestSpec {
  method: string;
  body: string;
}

/** What every browser sends: the server may answer compressed, as it does for the portal's users. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function once(agent: Agent, url: URL, headers: Record<string, string>, spec?: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const all = { ...BROWSER_HEADERS, ...headers };
    const req = request(url, { agent, headers: all, method: spec?.method ?? 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.end(spec?.body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measure(
  target: string,
  headers: Record<string, string>,
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
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  for (let i = 0; i < warmup; i++) await once(agent, url, headers, spec);
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const status = await once(agent, url, headers, spec).catch(() => 0);
        times.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    concurrency,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1] ?? 0),
    rps: Math.round((times.length / elapsed) * 1000),
    errors,
  };
}

/**
 * An open loop: each request leaves at its own time (ms from the start) whatever the others are doing, the way
 * independent pollers arrive. Latency is measured from each request's own start.
 */
export async function measureArrivals(
  arrivals: readonly { url: string; atMs: number }[],
  headers: Record<string, string> = {},
): Promise<LatencyFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: arrivals.length });
  const times: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    arrivals.map(
      ({ url, atMs }) =>
        new Promise<void>((resolve) => {
          setTimeout(async () => {
            const t0 = performance.now();
            const status = await once(agent, new URL(url), headers).catch(() => 0);
            times.push(performance.now() - t0);
            if (status !== 200) errors += 1;
            resolve();
          }, atMs);
        }),
    ),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: times.length,
    concurrency: arrivals.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(times[times.length - 1] ?? 0),
    rps: Math.round((times.length / elapsed) * 1000),
    errors,
  };
}
