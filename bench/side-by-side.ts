// Builds of the monitoring element under this one bench code, run interleaved (A, B, A, B, …) so that a
// change of the machine's load falls on both: each run is a fresh page over the same 5,000 fake orders, timing
// the first render (element added → first row in the DOM) as wall time, and as the main thread's CPU time from
// a trace (element added → first row, plus SETTLE_MS of trailing effects), which another process taking the
// CPU hardly changes. Not part of `pnpm bench`: a tool to compare two commits (docs/bench/).
//   RUNS=8 ORDERS=5000 tsx bench/side-by-side.ts <A/element.js> <B/element.js> [<C/element.js> …]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchChromium } from '../e2e/support/chromium';
import { fakeOrders } from './fake-orders';
import { startTrace, workBetweenMarks } from './main-thread-work';
import { openMonitoringPage, round } from './monitoring-render';

const SETTLE_MS = 100;

/** Adds the element under a trace: wall ms to its first row, and the main thread's CPU ms until it settled. */
async function tracedRender(
  browser: Awaited<ReturnType<typeof launchChromium>>,
  bundle: Buffer,
  body: string,
) {
  const page = await openMonitoringPage(browser, bundle, body);
  const cdp = await page.context().newCDPSession(page);
  try {
    const stopTrace = await startTrace(cdp);
    const wallMs: number = await page.evaluate(`new Promise((resolve) => {
      performance.mark('box-render-start');
      const t0 = performance.now();
      const el = document.createElement('box-order-monitoring');
      document.body.append(el);
      const tick = () => {
        if (!el.shadowRoot?.querySelector('tbody tr')) return requestAnimationFrame(tick);
        const ms = performance.now() - t0;
        setTimeout(() => { performance.mark('box-render-done'); resolve(ms); }, ${SETTLE_MS});
      };
      tick();
    })`);
    const [work] = workBetweenMarks(await stopTrace(), 'box-render-start', 'box-render-done');
    return { wallMs, cpuMs: work?.totalMs ?? Number.NaN, scriptMs: work?.scriptMs ?? Number.NaN };
  } finally {
    await cdp.detach();
    await page.close();
  }
}

const summary = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return {
    median: round(median ?? 0),
    min: round(sorted[0] ?? 0),
    max: round(sorted.at(-1) ?? 0),
    n: xs.length,
  };
};

async function main() {
  const paths = process.argv.slice(2);
  if (paths.length < 2)
    throw new Error('usage: tsx bench/side-by-side.ts <A/element.js> <B/element.js> [more]');
  const runs = Number(process.env.RUNS ?? 8);
  const orders = Number(process.env.ORDERS ?? 5000);
  const bundles = paths.map((path) => readFileSync(path));
  const body = JSON.stringify({ orders: fakeOrders(orders) });
  const results = paths.map(() => [] as Awaited<ReturnType<typeof tracedRender>>[]);
  const load: number[] = [];
  const browser = await launchChromium();
  try {
    // One unmeasured render of each first: the browser's own first-page costs are not the bundles'.
    for (const bundle of bundles) await tracedRender(browser, bundle, body);
    for (let run = 0; run < runs; run++) {
      // The order turns each round, so no build always gets the calmer part of a round.
      for (let k = 0; k < bundles.length; k++) {
        const which = (k + run) % bundles.length;
        const figures = await tracedRender(browser, bundles[which] as Buffer, body);
        results[which]?.push(figures);
        console.log(run, paths[which], JSON.stringify(figures));
      }
      load.push(round(loadavg()[0] ?? 0));
    }
  } finally {
    await browser.close();
  }
  const side = (xs: Awaited<ReturnType<typeof tracedRender>>[]) => ({
    wallMs: summary(xs.map((x) => x.wallMs)),
    cpuMs: summary(xs.map((x) => x.cpuMs)),
    scriptMs: summary(xs.map((x) => x.scriptMs)),
  });
  const builds = paths.map((path, i) => ({ path, ...side(results[i] ?? []) }));
  console.log(JSON.stringify({ orders, runs, load, builds }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
