// The end-to-end runner: starts the product once, runs each spec file's tests in a fresh browser context,
// writes a Vitest-shaped JSON report (counted by scripts/test-all.mjs) and exits non-zero on any failure.
import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startProduct } from './product';
import { type E2ETest, loadSpecs } from './specs';

async function main() {
  const product = await startProduct();
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    browser = await launchChromium();
    const tests: E2ETest[] = await loadSpecs();
    for (const test of tests) {
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        bypassCSP: true,
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const started = Date.now();
      try {
        await test.run({ page, url: product.url, pageErrors: errors });
        if (errors.length) throw new Error(`uncaught errors in the page: ${errors.join(' | ')}`);
        passed += 1;
        console.log(`  ✓ ${test.name} (${Date.now() - started} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`  ✗ ${test.name}\n    ${(error as Error).stack ?? error}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await product.stop();
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
