// Issue 19's search keystroke: main-thread work per key in the monitoring element over 5,000 and 50,000 orders
// of the realistic fake list (hundreds of requesters and drivers, accents), over RUNS fresh pages each typing the
// same words key by key and erasing them, with the rows in the DOM. Work is thread time from the trace (see
// main-thread-work.ts), so a loaded machine shows in it far less than in wall time.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { fakeOrders } from './fake-orders';
import { BARE_FIELD, keystrokeWork, openMonitoringPage, renderMonitoring, round } from './monitoring-render';
import { verdict } from './verdicts';

export const KEYSTROKE_TARGETS = { 5000: 8, 50000: 16 } as const;
export const ROWS_IN_DOM_TARGET = 100;
const RUNS = 5;

/** What a dispatcher types: first names (without their accents) and an external code. */
export const WORDS = ['joao', 'marcia', 'lucia', 'ped-12', 'otavio', 'helena'];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The plate as stored and as shown ('RIO2A18' and 'RIO-2A18'): the widget finds either. */
const shownPlate = (plate = '') => (plate ? `${plate}\u0000${plate.slice(0, 3)}-${plate.slice(3)}` : '');

/** What the search field holds as a word is typed: 'j', 'jo', 'joa', 'joao'. */
export const prefixes = (word: string) => [...word].map((_, i) => word.slice(0, i + 1));

/** What the widget searches in each order, as it matches it: accents and case left out. */
export const searchHaystacks = (orders: ReturnType<typeof fakeOrders>) =>
  orders.map((o) =>
    plain(
      [o.id, o.externalId ?? '', o.requester, o.driver?.name ?? '', shownPlate(o.driver?.vehicle_plate)].join(
        '\u0000',
      ),
    ),
  );

/**
 * The keys typing each word letter by letter and erasing it with Backspace, and for each key whether it changes
 * how many orders match (over `orders`, as the widget matches them): the bench waits for the tab counts of the
 * keys that do; the others are timed to SETTLE_MS after their echo, like any key, without waiting for a change.
 */
export function searchKeys(orders: ReturnType<typeof fakeOrders>, words: readonly string[] = WORDS) {
  const haystacks = searchHaystacks(orders);
  const matches = (needle: string) =>
    needle ? haystacks.reduce((n, h) => n + (h.includes(needle) ? 1 : 0), 0) : orders.length;
  const keys: string[] = [];
  const changes: boolean[] = [];
  for (const word of words) {
    const needles = prefixes(word);
    const sequence = [...needles, ...needles.slice(0, -1).reverse(), ''];
    let previous = matches('');
    for (const [i, needle] of sequence.entries()) {
      const found = matches(needle);
      keys.push(i < word.length ? (word[i] as string) : 'Backspace');
      changes.push(found !== previous);
      previous = found;
    }
  }
  return { keys, changes };
}

const rowsInDom = (page: Page): Promise<number> =>
  page.evaluate(
    `document.querySelector('box-order-monitoring').shadowRoot.querySelectorAll('tbody tr:not(.box-table__spacer)').length`,
  );

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
};

export async function benchMonitoringKeystroke(repo: string, counts: number[] = [5000, 50000]) {
  const bundle = readFileSync(
    process.env.BENCH_ELEMENT ?? join(repo, 'packages/order-monitoring/dist/element.js'),
  );
  const browser = await launchChromium();
  const figures = [];
  try {
    for (const count of counts) {
      const orders = fakeOrders(count);
      const { keys, changes } = searchKeys(orders);
      const body = JSON.stringify({ orders });
      const work: number[] = [];
      const runMedians: number[] = [];
      const script: number[] = [];
      const renders: number[] = [];
      let maxRows = 0;
      const load = [loadavg()[0] ?? 0];
      for (let run = 0; run < RUNS; run++) {
        const page = await openMonitoringPage(browser, Buffer.from(bundle), body);
        renders.push(await renderMonitoring(page));
        maxRows = Math.max(maxRows, await rowsInDom(page));
        const keyWork = await keystrokeWork(page, keys, undefined, changes);
        const runWork = keyWork.map((w) => w.totalMs);
        work.push(...runWork);
        runMedians.push(percentile(runWork, 50));
        script.push(...keyWork.map((w) => w.scriptMs));
        await page.locator('box-order-monitoring input[type="search"]').fill('a');
        maxRows = Math.max(maxRows, await rowsInDom(page));
        await page.close();
        load.push(loadavg()[0] ?? 0);
      }
      // The floor: the same keys typed into a bare field (the browser's echo, one frame, this harness), on the
      // same machine in the same minute, so the figure can be read against what no widget can go below.
      const bare = await openMonitoringPage(browser, BARE_FIELD, body);
      await renderMonitoring(bare);
      const floor = (await keystrokeWork(bare, keys)).map((w) => w.totalMs);
      await bare.close();
      const target = KEYSTROKE_TARGETS[count as keyof typeof KEYSTROKE_TARGETS];
      figures.push({
        orders: count,
        words: WORDS,
        keys: work.length,
        runs: RUNS,
        workMs: { median: percentile(work, 50), p95: percentile(work, 95), max: percentile(work, 100) },
        // Each run's own median: how far apart runs of the same page land, beside the distance to the target.
        runMediansMs: runMedians,
        scriptMedianMs: percentile(script, 50),
        floorMs: { median: percentile(floor, 50), p95: percentile(floor, 95) },
        targetMedianMs: target,
        met: target !== undefined && percentile(work, 50) <= target,
        rowsInDom: maxRows,
        rowsInDomTarget: ROWS_IN_DOM_TARGET,
        firstRenderMedianMs: percentile(renders, 50),
        loadAverage: load.map((l) => round(l)),
      });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

/** One line per list size: each figure beside its target. */
export function keystrokeLines(figures: Awaited<ReturnType<typeof benchMonitoringKeystroke>>): string[] {
  return figures.map(
    (f) =>
      `search keystroke over ${f.orders} orders: median ${f.workMs.median} ms (target ≤ ${f.targetMedianMs}) ` +
      `${verdict(f.met)}, p95 ${f.workMs.p95} ms, max ${f.workMs.max} ms, ${f.keys} keys in ${f.runs} runs ` +
      `(each run's median ${Math.min(...f.runMediansMs)}–${Math.max(...f.runMediansMs)} ms); ` +
      `rows in DOM ${f.rowsInDom} (target ≤ ${f.rowsInDomTarget}) ${verdict(f.rowsInDom <= f.rowsInDomTarget)}; ` +
      `floor (bare field, same keys) median ${f.floorMs.median} ms, p95 ${f.floorMs.p95} ms; script median ${f.scriptMedianMs} ms; ` +
      `load ${f.loadAverage.join(' → ')}`,
  );
}
