// The billing statement over a month of 10,000 orders in Chromium at 1366x800: first render and keystrokes in
// the Detalhamento search ('Buscar por OS'), through the standalone element bundle (BENCH_BILLING_ELEMENT=
// path/to/element.js measures another build) on a page whose API is answered by the benchmark (no server
// involved). The figures read as monitoring's (monitoring-render.ts): `work` per key is the main thread's time
// from keydown to the list on screen and its trailing effects (the 16 ms target); `bareFieldWork` the same for a
// bare search field, the floor this browser and machine put under it; `echo` and `result` what the user waits.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { fakeBillingOrders, fakeBillingSummary, fakeMonthlyTotals } from './fake-billing';
import { type KeyTarget, keystrokeWork, round, stats, typeKeys, workFigures } from './monitoring-render';

const TAG = 'box-billing-statement';
const ORDERS = 10_000;

/** A key's result: the Detalhamento's count ('N solicitações') or its first row changed. */
const TARGET: KeyTarget = {
  tag: TAG,
  snapshot: `(root.querySelector('.box-billing-details__count')?.textContent ?? '') + '|' + (root.querySelector('.box-billing-details tbody tr[data-index]')?.textContent ?? '')`,
};

/**
 * A digit then Backspace, six times: each digit keeps the ~40 % of the month's OS numbers that contain it and
 * Backspace brings back all 10,000, so every key swaps the whole list (the heaviest keys there are).
 */
export const BILLING_KEYS = ['7', '3', '9', '2', '6', '5'].flatMap((digit) => [digit, 'Backspace']);

/**
 * The statement's three calls as the server answers them: the month a details or summary call asks for holds
 * `count` orders; monthly-totals gives the last month of its period (the month the widget selects first) the
 * total of those orders and the months before it totals of the same size.
 */
function statementApi(count: number) {
  const months = new Map<string, ReturnType<typeof fakeBillingOrders>>();
  const ordersOf = (from: string, to: string) => {
    const key = `${from}/${to}`;
    const orders = months.get(key) ?? fakeBillingOrders(from, to, count);
    months.set(key, orders);
    return orders;
  };
  return (path: string, query: URLSearchParams): unknown => {
    const from = query.get('from-date') ?? '';
    const to = query.get('to-date') ?? '';
    if (path.endsWith('/details')) return ordersOf(from, to);
    if (path.endsWith('/summary')) return fakeBillingSummary(ordersOf(from, to));
    if (path.endsWith('/monthly-totals')) {
      const busiest = to.slice(0, 7);
      const total = fakeBillingSummary(ordersOf(`${busiest}-01`, to)).total;
      return fakeMonthlyTotals(from, to, busiest, total);
    }
    return undefined;
  };
}

/** A page with the standalone element (its lazy chunks beside it) and the mocked API; resolves once defined. */
async function openStatementPage(browser: Browser, bundle: string | Buffer, count: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  const answer = statementApi(count);
  await page.route('http://bench.local/**', (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname;
    if (path === '/')
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="pt-BR"><body></body></html>',
      });
    if (path === '/element.js')
      return route.fulfill({
        contentType: 'text/javascript',
        body: typeof bundle === 'string' ? readFileSync(bundle) : bundle,
      });
    if (/^\/[\w.-]+\.js$/.test(path) && typeof bundle === 'string')
      return route.fulfill({
        contentType: 'text/javascript',
        body: readFileSync(join(dirname(bundle), path)),
      });
    if (path.startsWith('/jade/api/billing-statement/')) {
      const body = answer(path, url.searchParams);
      if (body !== undefined)
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto('http://bench.local/');
  await page.addScriptTag({ url: '/element.js', type: 'module' });
  await page.waitForFunction(`customElements.get('${TAG}')`);
  return page;
}

/** Adds the element; resolves with the ms until the first order row of the Detalhamento is in the DOM. */
function renderStatement(page: Page): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    const el = document.createElement('${TAG}');
    document.body.append(el);
    const tick = () => (el.shadowRoot?.querySelector('.box-billing-details tbody tr[data-index]') ? resolve(performance.now() - t0) : requestAnimationFrame(tick));
    tick();
  })`);
}

/** Rows of the Detalhamento table in the DOM: all of them (spacers included), and those showing a day or order. */
function detailRowsInDom(page: Page): Promise<{ all: number; shown: number }> {
  return page.evaluate(`(() => {
    const rows = document.querySelector('${TAG}').shadowRoot.querySelectorAll('.box-billing-details tbody tr');
    return { all: rows.length, shown: [...rows].filter((row) => row.hasAttribute('data-index')).length };
  })()`);
}

/** The bare field stand-in (see monitoring-render.ts): typing's cost here before the widget does anything. */
const BARE_FIELD = Buffer.from(`customElements.define('${TAG}', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="box-billing-details"><input type="search"><p class="box-billing-details__count"></p><table><tbody><tr data-index="0"><td></td></tr></tbody></table></div>';
    const field = root.querySelector('input');
    field.addEventListener('input', () => { root.querySelector('.box-billing-details__count').textContent = field.value + '.'; });
  }
});`);

export async function benchBillingRender(repo: string, count = ORDERS) {
  const bundle =
    process.env.BENCH_BILLING_ELEMENT ?? join(repo, 'packages/billing-statement/dist/element.js');
  const browser = await launchChromium();
  try {
    const page = await openStatementPage(browser, bundle, count);
    const renderMs = await renderStatement(page);
    const rowsInDom = await detailRowsInDom(page);
    const latency = await typeKeys(page, BILLING_KEYS, TARGET);
    const work = await keystrokeWork(page, BILLING_KEYS, TARGET);
    await page.locator(`${TAG} input[type="search"]`).fill('7');
    await page.waitForFunction(
      `document.querySelector('${TAG}').shadowRoot.querySelector('.box-billing-details__count').textContent !== '${count} solicitações'`,
    );
    const rowsAfterSearch = await detailRowsInDom(page);
    const bare = await openStatementPage(browser, BARE_FIELD, count);
    await renderStatement(bare);
    const bareWork = await keystrokeWork(bare, BILLING_KEYS, TARGET);
    const keystroke = {
      work: workFigures(work),
      bareFieldWork: workFigures(bareWork),
      echo: stats(latency.echo),
      result: stats(latency.result),
    };
    return {
      orders: count,
      loadAverage: round(loadavg()[0] ?? 0),
      renderMs: round(renderMs),
      keystroke,
      rowsInDom,
      rowsAfterSearch,
    };
  } finally {
    await browser.close();
  }
}
