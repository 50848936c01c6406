// Where a search key's main-thread time goes, for looking into the keystroke bench (not part of `pnpm bench`):
// the bench's keys over 5,000 orders typed into one page under a detailed trace, and per key the thread time of
// each phase (script, style, layout, paint) and of the events with the most time of their own.
//
//   pnpm exec tsx bench/keystroke-breakdown.ts
//   BENCH_ELEMENT=path/to/element.js   another build of the monitoring element
//   BENCH_CSS='.box-table{…}'          CSS added to the element's shadow root: try a style without a rebuild
//   BENCH_BARE=1                       the bare search field, the floor every key stands on
//
// Figures from one page of 66 keys vary by about ±1.5 ms between runs: compare variants in turns, several times.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/support/chromium';
import { fakeOrders } from './fake-orders';
import {
  mainThreadEvents,
  markWindows,
  PAINT,
  SCRIPT,
  STYLE_LAYOUT,
  startTrace,
  type TraceEvent,
} from './main-thread-work';
import { searchKeys } from './monitoring-keystroke';
import { BARE_FIELD, median, openMonitoringPage, renderMonitoring, typeKeys } from './monitoring-render';

/** Blink's own trace events below the timeline's: where a layout or a paint spends its time. */
const DETAIL = ['blink', 'cc', 'disabled-by-default-devtools.timeline'];
/**
 * The bench's event sets (main-thread-work.ts), but each phase counted on its own: a layout a script forces (the
 * caret's, after the input event) shows under style and layout here, and under script as well, where the bench
 * counts it only, so the phases may add up to more than the key.
 */
const PHASES = { script: SCRIPT, 'style and layout': STYLE_LAYOUT, paint: PAINT };

/** Each event's thread time less its children's, summed by name, over the events `inside` admits. */
function selfTimes(thread: TraceEvent[], inside: (e: TraceEvent) => boolean): Map<string, number> {
  const totals = new Map<string, number>();
  const open: { event: TraceEvent; end: number; children: number }[] = [];
  const close = ({ event, children }: (typeof open)[number]) => {
    if (!inside(event)) return;
    const own = (event.tdur ?? event.dur ?? 0) / 1000 - children;
    totals.set(event.name, (totals.get(event.name) ?? 0) + own);
  };
  for (const event of thread) {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= event.ts) close(open.pop() as (typeof open)[number]);
    const parent = open.at(-1);
    if (parent) parent.children += (event.tdur ?? event.dur ?? 0) / 1000;
    open.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  for (const entry of open.reverse()) close(entry);
  return totals;
}

/**
 * How many layout passes a key runs and how much of the page the dearest one lays out again: a key whose rows
 * were laid out twice (a size report moving them after the first pass, say) shows two large passes, not one.
 */
function layoutPasses(thread: TraceEvent[], windows: [number, number][]): string {
  const passes: number[] = [];
  const dirty: number[] = [];
  let total = 0;
  for (const [from, to] of windows) {
    const layouts = thread.filter((e) => e.name === 'Layout' && e.ts >= from && e.ts < to);
    const data = layouts.map((e) => e.args?.beginData);
    passes.push(layouts.length);
    dirty.push(Math.max(0, ...data.map((d) => d?.dirtyObjects ?? 0)));
    total = Math.max(total, ...data.map((d) => d?.totalObjects ?? 0));
  }
  const large = dirty.filter((d) => d > 50).length;
  return (
    `layout passes per key ${(passes.reduce((a, b) => a + b, 0) / windows.length).toFixed(2)}; ` +
    `the dearest lays out a median ${median(dirty)} of ${total} objects again (${large} keys over 50; the echo of a key alone, about a dozen)`
  );
}

async function main() {
  const repo = join(import.meta.dirname, '..');
  const bundle = process.env.BENCH_BARE
    ? BARE_FIELD
    : readFileSync(process.env.BENCH_ELEMENT ?? join(repo, 'packages/order-monitoring/dist/element.js'));
  const orders = fakeOrders(5000);
  const { keys, changes } = searchKeys(orders);
  const browser = await launchChromium();
  try {
    const page = await openMonitoringPage(browser, bundle, JSON.stringify({ orders }));
    await renderMonitoring(page);
    if (process.env.BENCH_CSS)
      await page.evaluate(`{
        const style = document.createElement('style');
        style.textContent = ${JSON.stringify(process.env.BENCH_CSS)};
        document.querySelector('box-order-monitoring').shadowRoot.append(style);
      }`);
    const cdp = await page.context().newCDPSession(page);
    const stopTrace = await startTrace(cdp, DETAIL);
    await typeKeys(page, keys, undefined, changes);
    const events = await stopTrace();
    const thread = mainThreadEvents(events);
    const windows = markWindows(events, 'box-key-down', 'box-key-shown');
    const inside = (e: TraceEvent) => windows.some(([from, to]) => e.ts >= from && e.ts < to);
    const perKey = (ms: number) => (ms / windows.length).toFixed(2);
    const self = selfTimes(thread, inside);
    const all = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${windows.length} keys over 5,000 orders; thread time per key ${perKey(all)} ms (detailed trace)`,
    );
    for (const [phase, names] of Object.entries(PHASES)) {
      // Outermost events of the phase only (a FunctionCall inside an EventDispatch counts once).
      let ms = 0;
      let openUntil = -1;
      for (const e of thread) {
        if (!names.has(e.name) || !inside(e) || e.ts < openUntil) continue;
        openUntil = e.ts + (e.dur ?? 0);
        ms += (e.tdur ?? e.dur ?? 0) / 1000;
      }
      console.log(`  ${phase.padEnd(16)} ${perKey(ms)} ms`);
    }
    console.log(layoutPasses(thread, windows));
    console.log('events with the most time of their own, ms per key:');
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${perKey(ms).padStart(6)} ${name}`);
  } finally {
    await browser.close();
  }
}

await main();
