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
    // One keystroke: `workMs` from keydown until the input's handling (React renders discrete input events
    // synchronously) has finished; `frameMs` until the frame after it. Medians and maxima over 12 keys.
    const work: number[] = [];
    const frame: number[] = [];
    const input = page.locator('box-order-monitoring input[type="search"]');
    for (const key of [
      'S',
      'i',
      'l',
      'v',
      'a',
      'n',
      'a',
      'Backspace',
      'Backspace',
      'Backspace',
      'Backspace',
      'Backspace',
    ]) {
      await page.evaluate(`{
        const field = document.querySelector('box-order-monitoring').shadowRoot.querySelector('input[type="search"]');
        window.__ks = undefined;
        field.addEventListener('keydown', () => {
          const t0 = performance.now();
          let work = 0;
          setTimeout(() => { work = performance.now() - t0; }, 0);
          requestAnimationFrame(() => setTimeout(() => { window.__ks = [work, performance.now() - t0]; }, 0));
        }, { once: true, capture: true });
      }`);
      await input.press(key);
      await page.waitForFunction('window.__ks !== undefined');
      const [w, f] = (await page.evaluate('window.__ks')) as [number, number];
      work.push(w);
      frame.push(f);
    }
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return {
        medianMs: round(sorted[Math.floor(sorted.length / 2)]!),
        maxMs: round(sorted[sorted.length - 1]!),
      };
    };
    const keystroke = { work: stats(work), toNextFrame: stats(frame) };
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
