// Monitoring over 5,000 orders in Chromium: first render and one search keystroke, through the standalone
// element bundle on a page whose API is answered by the benchmark (no server involved).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/browser';
import { fakeOrders } from './fake-orders';

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
    const renderMs = await page.evaluate(async () => {
      const t0 = performance.now();
      const el = document.createElement('box-order-monitoring');
      document.body.append(el);
      await new Promise<void>((resolve) => {
        const tick = () =>
          el.shadowRoot?.querySelector('tbody tr') ? resolve() : requestAnimationFrame(tick);
        tick();
      });
      return performance.now() - t0;
    });
    // Switch to the busiest tab so the search filters the most rows.
    const keystrokes: number[] = [];
    const input = page.locator('box-order-monitoring input[type="search"]');
    for (const ch of ['S', 'i', 'l']) {
      await page.evaluate(() => {
        const field = document
          .querySelector('box-order-monitoring')!
          .shadowRoot!.querySelector('input[type="search"]')!;
        field.addEventListener(
          'keydown',
          () => {
            const t0 = performance.now();
            requestAnimationFrame(() =>
              setTimeout(() => ((window as unknown as { __ks: number }).__ks = performance.now() - t0), 0),
            );
          },
          { once: true, capture: true },
        );
      });
      await input.press(ch);
      await page.waitForFunction(() => (window as unknown as { __ks?: number }).__ks !== undefined);
      keystrokes.push(
        await page.evaluate(() => {
          const w = window as unknown as { __ks?: number };
          const v = w.__ks!;
          w.__ks = undefined;
          return v;
        }),
      );
    }
    await input.fill('');
    const rowsInDom = await page.evaluate(
      () => document.querySelector('box-order-monitoring')!.shadowRoot!.querySelectorAll('tbody tr').length,
    );
    return { orders: count, renderMs, keystrokeMs: keystrokes, rowsInDom };
  } finally {
    await browser.close();
  }
}
