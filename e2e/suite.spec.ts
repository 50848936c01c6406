// The one Playwright test file: one test per entry of the spec files (e2e/specs.ts, in their order within an
// area of specs), each in a fresh browser context (locale and timezone from playwright.config.ts). Pages run under
// the product's own Content-Security-Policy: a test fails on anything it refuses, on an uncaught error, and a spec
// marked `public` on any console error shown on a public page (e2e/page-watch.ts).
import type { BrowserContext } from '@playwright/test';
import { STARTUP_TIMEOUT, startSimulatedProduct, test } from './fixtures';
import { type PageWatch, watchContext } from './page-watch';
import type { PartnerSite } from './partner-site';
import { isPublicPage } from './public-page';
import { type E2ETest, loadSpecs } from './specs';
import type { RunningProduct } from './support/product';
import { trackRequests } from './support/settled';

/**
 * What a test leaves wrong in the browser beyond its own assertions: uncaught errors, anything the page's CSP
 * refused, and for a spec about public pages any console error shown on one.
 */
function browserComplaints(
  spec: E2ETest,
  productUrl: string,
  pageErrors: string[],
  watch: PageWatch,
): string[] {
  const found: string[] = [];
  if (pageErrors.length) found.push(`uncaught errors in the page: ${pageErrors.join(' | ')}`);
  if (watch.cspViolations.length)
    found.push(`the page's Content-Security-Policy refused:\n      ${watch.cspViolations.join('\n      ')}`);
  if (spec.public) {
    const shown = watch.consoleErrors.filter((e) => isPublicPage(e.pageUrl, productUrl));
    if (shown.length)
      found.push(
        `console errors on public pages:\n      ${shown.map((e) => `${e.pageUrl}: ${e.text}`).join('\n      ')}`,
      );
  }
  return found;
}

async function runSpec(spec: E2ETest, context: BrowserContext, target: RunningProduct, partner: PartnerSite) {
  // The page's own Content-Security-Policy stays on, as for a user: axe goes in through the DevTools protocol
  // (e2e/browser.ts), which the policy does not govern. Watching starts before the first page opens.
  const watch = await watchContext(context);
  trackRequests(context);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  try {
    await spec.run({
      page,
      url: target.url,
      productStartedAt: target.startedAt,
      partnerUrl: partner.url,
      pageErrors,
      watch,
    });
  } catch (error) {
    // What the browser saw also tells why a test stopped short (a refused script, a failed call): printed
    // beside the failure (Playwright shows a failed test's output).
    const seen = browserComplaints(spec, target.url, pageErrors, watch);
    if (seen.length) console.error(`also: ${seen.join('\n    ')}`);
    throw error;
  }
  const complaints = browserComplaints(spec, target.url, pageErrors, watch);
  if (complaints.length) throw new Error(complaints.join('\n    '));
}

function declare(spec: E2ETest) {
  test(spec.name, ({ context, product, partner }) => runSpec(spec, context, product, partner));
}

/**
 * The specs that watch orders move, one run on one worker, in the list's order, over one simulated product started
 * before the first and stopped after the last. Its simulator keeps a quarter of a core busy at the specs' speed
 * (15 CPU-seconds a minute with no client, measured 2026-11-30); as a worker fixture it started in both workers and
 * ran to their end (the product servers' CPU in a run fell from 236 to 208 seconds with one run). Declared first:
 * the longest run, so it does not end the suite alone.
 */
function declareSimulated(specs: E2ETest[]) {
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    let simulated: RunningProduct | undefined;
    test.beforeAll(async () => {
      test.setTimeout(STARTUP_TIMEOUT);
      simulated = await startSimulatedProduct();
    });
    test.afterAll(() => simulated?.stop());
    for (const spec of specs)
      test(spec.name, ({ context, partner }) => runSpec(spec, context, simulated!, partner));
  });
}

/**
 * The specs in runs of one area, the words before the first ':' of their names ('account: …', 'integrators: …'),
 * kept in the list's order: a run's tests may build on each other's data, so each run goes to one worker in its
 * order, while the runs spread over the workers (each with its own product and data, e2e/fixtures.ts). With one
 * worker the order is the list's.
 */
function runsOfArea(specs: E2ETest[]): E2ETest[][] {
  const runs: E2ETest[][] = [];
  let last: string | undefined;
  for (const spec of specs) {
    const colon = spec.name.indexOf(':');
    const area = colon < 0 ? spec.name : spec.name.slice(0, colon);
    if (area !== last || runs.length === 0) runs.push([]);
    runs[runs.length - 1]?.push(spec);
    last = area;
  }
  return runs;
}

test.describe.configure({ mode: 'parallel' });
const specs = loadSpecs();
declareSimulated(specs.filter((spec) => spec.product === 'simulated'));
for (const run of runsOfArea(specs.filter((spec) => spec.product !== 'simulated'))) {
  // Anonymous, so the tests keep their names (e2e/run.ts's words, the reports).
  test.describe(() => {
    test.describe.configure({ mode: 'default' });
    for (const spec of run) declare(spec);
  });
}
