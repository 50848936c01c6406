// The end-to-end runner: starts the product once, runs each spec file's tests in a fresh browser context,
// writes a Vitest-shaped JSON report (counted by scripts/test-all.mjs) and exits non-zero on any failure.
// `pnpm test:e2e wizard fiscal` runs only the tests whose name holds one of the words; E2E_FULL_PAGE=1 takes
// whole-page screenshots (e2e/screenshots/) to look for overflow below the fold. Pages run under the product's own
// Content-Security-Policy: a test fails on anything it refuses, and a spec marked `public` on any console error
// shown on a public page (e2e/page-watch.ts).
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { type PageWatch, watchContext } from './page-watch';
import { startPartnerSite } from './partner-site';
import { freePort, type RunningProduct, startProduct } from './product';
import { isPublicPage } from './public-page';
import { type E2ETest, loadSpecs } from './specs';

/** `pnpm test:e2e wizard fiscal`: only the tests whose name holds one of the words (case-insensitive). */
function selectTests(tests: E2ETest[], words: string[]): E2ETest[] {
  if (words.length === 0) return tests;
  const wanted = words.map((w) => w.toLowerCase());
  return tests.filter((t) => wanted.some((w) => t.name.toLowerCase().includes(w)));
}

/**
 * What a test leaves wrong in the browser beyond its own assertions: uncaught errors, anything the page's CSP
 * refused, and for a spec about public pages any console error shown on one.
 */
function browserComplaints(
  test: E2ETest,
  productUrl: string,
  pageErrors: string[],
  watch: PageWatch,
): string[] {
  const found: string[] = [];
  if (pageErrors.length) found.push(`uncaught errors in the page: ${pageErrors.join(' | ')}`);
  if (watch.cspViolations.length)
    found.push(`the page's Content-Security-Policy refused:\n      ${watch.cspViolations.join('\n      ')}`);
  if (test.public) {
    const shown = watch.consoleErrors.filter((e) => isPublicPage(e.pageUrl, productUrl));
    if (shown.length)
      found.push(
        `console errors on public pages:\n      ${shown.map((e) => `${e.pageUrl}: ${e.text}`).join('\n      ')}`,
      );
  }
  return found;
}

/** Simulated seconds per real second for the specs that watch orders move: a stop every few seconds. */
const SIMULATED_SPEED = '60';

async function main() {
  // A partner retailer's site on another origin, allowed by the product to embed the widgets.
  const partner = await startPartnerSite(await freePort());
  // The simulator stays off here so counts and statuses hold still while a spec reads them.
  const product = await startProduct({ BOX_SIMULATOR: 'off', BOX_PARTNER_ORIGINS: partner.url });
  partner.setBoxOrigin(product.url);
  // Started on first use, for the specs that watch the simulator move an order.
  let simulated: Promise<RunningProduct> | undefined;
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    browser = await launchChromium();
    const tests: E2ETest[] = selectTests(await loadSpecs(), process.argv.slice(2));
    if (tests.length === 0) throw new Error(`no end-to-end test matches ${process.argv.slice(2).join(' ')}`);
    for (const test of tests) {
      // The page's own Content-Security-Policy stays on, as for a user: axe goes in through the DevTools
      // protocol (e2e/browser.ts), which the policy does not govern.
      const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const watch = await watchContext(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const started = Date.now();
      let targetUrl = product.url;
      let ranThrough = false;
      try {
        if (test.product === 'simulated')
          simulated ??= startProduct({ BOX_SIMULATOR: 'on', BOX_SIMULATOR_SPEED: SIMULATED_SPEED });
        if (test.product === 'simulated' && simulated) targetUrl = (await simulated).url;
        await test.run({ page, url: targetUrl, partnerUrl: partner.url, pageErrors: errors, watch });
        ranThrough = true;
        const complaints = browserComplaints(test, targetUrl, errors, watch);
        if (complaints.length) throw new Error(complaints.join('\n    '));
        passed += 1;
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${test.name} (${Date.now() - started} ms)\n    ${(error as Error).stack ?? error}`);
        // What the browser saw also tells why a test stopped short (a refused script, a failed call).
        const seen = ranThrough ? [] : browserComplaints(test, targetUrl, errors, watch);
        if (seen.length) console.log(`    also: ${seen.join('\n    ')}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await product.stop();
    if (simulated) await (await simulated).stop();
    await partner.stop();
  }
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  if (process.env.E2E_REPORT) {
    writeFileSync(process.env.E2E_REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed }));
  }
  process.exit(failed > 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  if (process.env.E2E_REPORT)
    writeFileSync(process.env.E2E_REPORT, JSON.stringify({ numPassedTests: 0, numFailedTests: 1 }));
  process.exit(1);
});
