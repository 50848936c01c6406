import type { Page } from 'playwright-core';
import { accountSpecs } from './account.e2e';
import { billingSpecs } from './billing.e2e';
import { canhotoSpecs } from './canhoto.e2e';
import { consumerSpecs } from './consumer.e2e';
import { cspSpecs } from './csp.e2e';
import { elementsSpecs } from './elements.e2e';
import { integratorSpecs } from './integrators.e2e';
import { liveSpecs } from './live.e2e';
import { loaderSpecs } from './loader.e2e';
import { mapSpecs } from './map.e2e';
import { monitoringSpecs } from './monitoring.e2e';
import { narrowScreenSpecs } from './narrow-screens.e2e';
import type { PageWatch } from './page-watch';
import { publicPagesSpecs } from './public-pages.e2e';
import { shellSpecs } from './shell.e2e';
import { signOutSpecs } from './sign-out.e2e';
import { spotWizardSpecs } from './spot-wizard.e2e';
import { ssrSpecs } from './ssr.e2e';
import { strictCspSpecs } from './strict-csp.e2e';
import { superBatchSpecs } from './super-batch.e2e';
import { themingSpecs } from './theming.e2e';
import { trackingSpecs } from './tracking.e2e';

export interface E2EContext {
  page: Page;
  url: string;
  /** When the product at `url` was started (ms since the epoch; e2e/support/product.ts). */
  productStartedAt: number;
  /** A partner retailer's site on another origin (e2e/partner-site.ts), allowed by the product. */
  partnerUrl: string;
  pageErrors: string[];
  /** What the runner watches in the test's browser context: CSP refusals and console errors (e2e/page-watch.ts). */
  watch: PageWatch;
}

export interface E2ETest {
  name: string;
  /** 'simulated': run against a second product whose simulator moves orders (e2e/suite.spec.ts: declareSimulated). */
  product?: 'simulated';
  /**
   * The spec is about public pages (e2e/public-page.ts): any console error shown while the tab is on one fails
   * it, as a visitor's console must stay clean. The sign-in a spec does first to find its data is not counted.
   */
  public?: true;
  run(ctx: E2EContext): Promise<void>;
}

/** Every spec file, listed by name so the run order is stable (e2e/suite.spec.ts declares one test each). */
export function loadSpecs(): E2ETest[] {
  return [
    ...cspSpecs,
    ...shellSpecs,
    ...signOutSpecs,
    ...monitoringSpecs,
    ...spotWizardSpecs,
    ...superBatchSpecs,
    ...themingSpecs,
    ...trackingSpecs,
    ...liveSpecs,
    ...canhotoSpecs,
    ...mapSpecs,
    ...publicPagesSpecs,
    ...ssrSpecs,
    ...billingSpecs,
    ...narrowScreenSpecs,
    ...elementsSpecs,
    ...accountSpecs,
    ...integratorSpecs,
    ...consumerSpecs,
    ...strictCspSpecs,
    ...loaderSpecs,
  ];
}
