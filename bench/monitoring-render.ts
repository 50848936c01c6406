// Monitoring over 5,000 orders in Chromium at 1366x800: first render and search keystrokes, through the
// standalone element bundle (BENCH_ELEMENT=path/to/element.js measures another build) on a page whose API is
// answered by the benchmark (no server involved). Per keystroke:
// - `work`: main-thread time from keydown to the result on screen and its trailing effects (the 16 ms target);
// - `bareFieldWork`: the same for a bare search field, the floor this browser and machine put under `work`;
// - `echo` and `result`: what the user waits for the typed character and for the list, frame waits included.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { fakeOrders } from './fake-orders';
import { type InteractionWork, startTrace, workBetweenMarks } from './main-thread-work';

export const round = (n: number) => Math.round(n * 10) / 10;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
export const median = (xs: number[]) => round(sorted(xs)[Math.floor(xs.length / 2)] ?? 0);
export const stats = (xs: number[]) => ({
  keys: xs.length,
  medianMs: median(xs),
  maxMs: round(sorted(xs).at(-1) ?? 0),
});

/** After its result is on screen, a key's trailing work (effects, observers) still counts for this long. */
const SETTLE_MS = 100;

/** The element the keys are typed into, and a page expression over its shadow `root` that a result changes. */
export interface KeyTarget {
  tag: string;
  snapshot: string;
}

/** Monitoring: the status tab counts and the first row. */
const MONITORING: KeyTarget = {
  tag: 'box-order-monitoring',
  snapshot: `root.querySelector('[role=tablist]').textContent + '|' + (root.querySelector('tbody tr')?.textContent ?? '')`,
};

/**
 * Types each key into the search box and times it, two figures per key: `echo` from keydown to the end of the
 * frame that shows the typed character, and `result` from keydown to the end of the first frame in which the
 * target's snapshot changed (keys that change nothing there count only for the echo). Both include the wait
 * for the display's next frame (up to ~16.7 ms at 60 Hz) besides the page's own work. Marks `box-key-down` at
 * keydown and `box-key-shown` SETTLE_MS after the result, for a trace to measure the work in between. A key
 * whose `changes` entry is false is known to change nothing there: its window ends SETTLE_MS after the echo.
 */
export async function typeKeys(
  page: Page,
  keys: string[],
  target: KeyTarget = MONITORING,
  changes?: readonly boolean[],
) {
  const echo: number[] = [];
  const result: number[] = [];
  const input = page.locator(`${target.tag} input[type="search"]`);
  for (const [i, key] of keys.entries()) {
    // A key known to change nothing on screen is not waited for: polling would count a second of idle frames.
    const waitForResult = changes?.[i] ?? true;
    await page.evaluate(`{
      const root = document.querySelector('${target.tag}').shadowRoot;
      const field = root.querySelector('input[type="search"]');
      // The key's figures, awaited by the bench (below) without polling the page during the key.
      window.__ks = new Promise((resolve) => { window.__ksDone = resolve; });
      field.addEventListener('keydown', () => {
        performance.mark('box-key-down');
        const t0 = performance.now();
        const figures = { echo: undefined, result: undefined };
        const done = () => {
          if (figures.echo === undefined || figures.result === undefined) return;
          setTimeout(() => { performance.mark('box-key-shown'); window.__ksDone(figures); }, ${SETTLE_MS});
        };
        // A timeout queued from an animation frame callback runs once that frame has been rendered.
        const afterThisFrame = (then) => setTimeout(() => then(performance.now() - t0), 0);
        field.addEventListener('input', () => requestAnimationFrame(() => afterThisFrame((ms) => { figures.echo = ms; done(); })), { once: true });
        // Polled in each frame before it renders: a change seen here is in this frame.
        const snapshot = () => ${target.snapshot};
        const before = snapshot();
        const poll = () => {
          if (snapshot() !== before) return afterThisFrame((ms) => { figures.result = ms; done(); });
          if (performance.now() - t0 > 1000) { figures.result = null; return done(); }
          requestAnimationFrame(poll);
        };
        if (${waitForResult}) requestAnimationFrame(poll); else figures.result = null;
      }, { once: true, capture: true });
    }`);
    await input.press(key);
    // Awaited, not polled: each poll was a task on the page's main thread inside the key's window, counted as
    // the key's work (and the floor's). About 0.1 ms a key, within the spread of a run, but none of the page's.
    const figures = (await page.evaluate('window.__ks')) as { echo: number; result: number | null };
    if (process.env.BENCH_DEBUG) console.log(key, figures);
    echo.push(figures.echo);
    if (figures.result !== null) result.push(figures.result);
  }
  return { echo, result };
}

/** A page with the standalone element and a mocked API of `body`; resolves once the element is registered. */
export async function openMonitoringPage(browser: Browser, bundle: Buffer, body: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  await page.route('http://bench.local/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><body></body></html>',
      });
    if (path === '/element.js') return route.fulfill({ contentType: 'text/javascript', body: bundle });
    if (path === '/jade/api/orders/status') return route.fulfill({ contentType: 'application/json', body });
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('http://bench.local/');
  await page.addScriptTag({ url: '/element.js', type: 'module' });
  await page.waitForFunction(() => customElements.get('box-order-monitoring'));
  return page;
}

/** Adds the element; resolves with the ms until its first row is in the DOM. */
export function renderMonitoring(page: Page): Promise<number> {
  // Page scripts are strings: tsx would wrap functions with helpers the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    const el = document.createElement('box-order-monitoring');
    document.body.append(el);
    const tick = () => (el.shadowRoot?.querySelector('tbody tr') ? resolve(performance.now() - t0) : requestAnimationFrame(tick));
    tick();
  })`);
}

/** A letter then Backspace, six times: each key swaps the whole list for a filtered one or back. */
export const KEYS = ['J', 'R', 'M', 'B', 'O', 'P'].flatMap((letter) => [letter, 'Backspace']);

/** Types `keys` (KEYS by default) under a trace: the main thread's work from each keydown to SETTLE_MS after its result. */
export async function keystrokeWork(
  page: Page,
  keys: string[] = KEYS,
  target: KeyTarget = MONITORING,
  changes?: readonly boolean[],
) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const stopTrace = await startTrace(cdp);
    await typeKeys(page, keys, target, changes);
    return workBetweenMarks(await stopTrace(), 'box-key-down', 'box-key-shown');
  } finally {
    await cdp.detach();
  }
}

/**
 * A stand-in for the widget with nothing but a search field whose text is copied into a tablist: the same keys
 * typed there measure what typing costs in this browser on this machine (editing, one frame, this harness)
 * before the widget does anything.
 */
export const BARE_FIELD =
  Buffer.from(`customElements.define('box-order-monitoring', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<input type="search"><div role="tablist"></div><table><tbody><tr><td></td></tr></tbody></table>';
    const field = root.querySelector('input');
    field.addEventListener('input', () => { root.querySelector('[role=tablist]').textContent = field.value + '.'; });
  }
});`);

export const workFigures = (work: InteractionWork[]) => ({
  ...stats(work.map((w) => w.totalMs)),
  scriptMs: median(work.map((w) => w.scriptMs)),
  styleLayoutMs: median(work.map((w) => w.styleLayoutMs)),
  paintMs: median(work.map((w) => w.paintMs)),
});

/**
 * Which figure the 16 ms target reads: `work`, the main thread's time per keystroke (thread time, from the
 * keydown to its result on screen and trailing effects). `echo` and `result` are what a user waits, but they
 * include waiting for the display's next frame, so they cannot go below about one frame whatever the page does.
 */
export async function benchMonitoringRender(repo: string, count = 5000) {
  const bundle = readFileSync(
    process.env.BENCH_ELEMENT ?? join(repo, 'packages/order-monitoring/dist/element.js'),
  );
  const body = JSON.stringify({ orders: fakeOrders(count) });
  const browser = await launchChromium();
  try {
    const page = await openMonitoringPage(browser, bundle, body);
    const renderMs = await renderMonitoring(page);
    const latency = await typeKeys(page, KEYS);
    const work = await keystrokeWork(page);
    const bare = await openMonitoringPage(browser, BARE_FIELD, body);
    await renderMonitoring(bare);
    const bareWork = await keystrokeWork(bare);
    const keystroke = {
      work: workFigures(work),
      bareFieldWork: workFigures(bareWork),
      echo: stats(latency.echo),
      result: stats(latency.result),
    };
    const rowsAfterSearch: number = await page.evaluate(
      `document.querySelector('box-order-monitoring').shadowRoot.querySelectorAll('tbody tr').length`,
    );
    await page.locator('box-order-monitoring input[type="search"]').fill('');
    const rowsInDom: number = await page.evaluate(
      `document.querySelector('box-order-monitoring').shadowRoot.querySelectorAll('tbody tr').length`,
    );
    return { orders: count, renderMs: round(renderMs), keystroke, rowsAfterSearch, rowsInDom };
  } finally {
    await browser.close();
  }
}
