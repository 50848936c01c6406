// Largest contentful paint of a public order tracking page /r/{token} as a recipient's cheap phone sees it:
// Chromium at 360 px, 9 Mbps, 100 ms round trip, CPU slowed 4×, cold cache, no session.
import type { Browser } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium';
import { startProduct } from '../e2e/support/product';
import { publicTokens } from './tracking-latency';

const RUNS = 3;
const MBPS = 9;

async function lcpOnce(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: (MBPS * 1_000_000) / 8,
    uploadThroughput: (MBPS * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
  // LCP settles once the page stops adding content; the order's answer arrives after the scripts.
  await page.waitForTimeout(4000);
  const lcp = await page.evaluate(
    () =>
      new Promise<{ ms: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const last = entries[entries.length - 1];
          const el = last?.element;
          resolve({
            ms: Math.round(last?.startTime ?? -1),
            element: el ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"` : '?',
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return lcp;
}

export async function benchPublicTrackingLcp() {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const [token] = await publicTokens(product.url);
    const url = `${product.url}/r/${token}`;
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lcpOnce(browser, url));
    const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
    return { network: `${MBPS} Mbps, 100 ms RTT, CPU 4×`, runs, medianMs: sorted[Math.floor(RUNS / 2)] };
  } finally {
    await browser.close();
    await product.stop();
  }
}
