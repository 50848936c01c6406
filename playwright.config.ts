// `pnpm test:e2e` (e2e/run.ts) runs Playwright Test with this config: e2e/suite.spec.ts declares one test per
// entry of the spec files, against the product started by the fixtures of e2e/fixtures.ts.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_LAUNCH } from './e2e/support/chromium';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e',
  testMatch: 'suite.spec.ts',
  outputDir: 'e2e/test-results',
  // One worker more than the cores, each with its own product and database (e2e/fixtures.ts: worker fixtures);
  // e2e/suite.spec.ts keeps each run of one area's tests in order in one worker. A test waits on its pages as
  // much as it works: two workers kept two cores 78 % busy (241 s, 377 CPU-seconds), three did the same work in
  // 197-206 s, four in 202 s (2026-11-30, whole runs alone). E2E_WORKERS=1 runs the list in one, in order.
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  fullyParallel: false,
  // Builds the server once for all workers.
  globalSetup: './e2e/global-setup.ts',
  // In CI a failed test runs once more; one that then passes is reported as flaky in the summary (and in the
  // JSON report scripts/test-all.mjs counts), not hidden.
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Room for the slowest spec, which alone may wait 60 s for one screen (the super batch's result).
  timeout: 180_000,
  // The one file holds every test, so Playwright's 'slow test file' hint would always show and say nothing.
  reportSlowTests: null,
  reporter: [
    ['list'],
    ...(process.env.E2E_REPORT ? [['json', { outputFile: process.env.E2E_REPORT }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: E2E_CHROMIUM_LAUNCH,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Playwright's own library defaults, which the specs were written against: a wait or a navigation that
    // does not say how long gives up after 30 s.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed test leaves its trace (e2e/test-results/<test>/trace.zip: `pnpm exec playwright show-trace`):
    // actions, DOM snapshots, network and console, without the screencast (on this 2-core machine it made the
    // whole run 27 s longer). In CI only the retry records one, so 49 passing tests record nothing: a test that
    // fails twice still leaves the trace of its second try, and CI is not slower than the runner it replaced.
    trace: { mode: ci ? 'on-first-retry' : 'retain-on-failure', screenshots: false },
  },
});
