// Monitoring over 5,000 orders in Chromium: first render and one search keystroke, through the standalone
// element bundle on a page whose API is answered by the benchmark (no server involved).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/browser';
import { fakeOrders } from './fake-orders';

const round = (n: number) => Math.round(n * 10) / 10;

export async function benchMonitoringRender(repo: string, count = 5000) {
  const bundle = readFileSync(join(repo, 'packages/order-monitoring/dist/element.js'));
  const body = JSON.stringify({ orders: fakeOrders(count) });
  const browser = await launchChromium();
  try {
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
    // Page scripts are strings: tsx would wrap functions with helpers the page does not have.
    const renderMs: number = await page.evaluate(`new Promise((resolve) => {
      const t0 = performance.now();
      const el = document.createElement('box-order-monitoring');
      document.body.append(el);
      const tick = () => (el.shadowRoot?.querySelector('tbody tr') ? resolve(performance.now() - t0) : requestAnimationFrame(tick));
      tick();
    })`);
    // One keystroke, two figures: `echoMs` from keydown to the frame that shows the typed character, and
    // `resultMs` from keydown to the frame after the tab counts or the first row changed (keys that change neither
    // count only for the echo). Medians and maxima over 12 keys.
    const echo: number[] = [];
    const result: number[] = [];
    const input = page.locator('box-order-monitoring input[type="search"]');
    // A letter then Backspace, six times: each key swaps the whole list for a filtered one or back.
    const keys = ['J', 'R', 'M', 'B', 'O', 'P'].flatMap((letter) => [letter, 'Backspace']);
    for (const key of keys) {
      await page.evaluate(`{
        const root = document.querySelector('box-order-monitoring').shadowRoot;
        const field = root.querySelector('input[type="search"]');
        window.__ks = undefined;
        field.addEventListener('keydown', () => {
          const t0 = performance.now();
          const figures = { echo: undefined, result: undefined };
          const done = () => { if (figures.echo !== undefined && figures.result !== undefined) window.__ks = figures; };
          const nextFrame = (then) => requestAnimationFrame(() => setTimeout(() => then(performance.now() - t0), 0));
          field.addEventListener('input', () => nextFrame((ms) => { figures.echo = ms; done(); }), { once: true });
          // The result is on screen when the tab counts or the first row changed (polled once per frame).
          const snapshot = () => root.querySelector('[role=tablist]').textContent + '|' + (root.querySelector('tbody tr')?.textContent ?? '');
          const before = snapshot();
          const poll = () => {
            if (snapshot() !== before) return nextFrame((ms) => { figures.result = ms; done(); });
            if (performance.now() - t0 > 1000) { figures.result = null; return done(); }
            requestAnimationFrame(poll);
          };
          requestAnimationFrame(poll);
        }, { once: true, capture: true });
      }`);
      await input.press(key);
      await page.waitForFunction('window.__ks !== undefined');
      const figures = (await page.evaluate('window.__ks')) as { echo: number; result: number | null };
      if (process.env.BENCH_DEBUG) console.log(key, figures);
      echo.push(figures.echo);
      if (figures.result !== null) result.push(figures.result);
    }
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return {
        keys: xs.length,
        medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? 0),
        maxMs: round(sorted[sorted.length - 1] ?? 0),
      };
    };
    const keystroke = { echo: stats(echo), result: stats(result) };
    const rowsAfterSearch: number = await page.evaluate(
      `document.querySelector('box-order-monitoring').shadowRoot.querySelectorAll('tbody tr').length`,
    );
    await input.fill('');
    const rowsInDom: number = await page.evaluate(
      `document.querySelector('box-order-monitoring').shadowRoot.querySelectorAll('tbody tr').length`,
    );
    return { orders: count, renderMs: round(renderMs), keystroke, rowsAfterSearch, rowsInDom };
  } finally {
    await browser.close();
  }
}
