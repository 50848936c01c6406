import type { Page } from 'playwright-core';
import { accountSpecs } from './account.e2e';
import { billingSpecs } from './billing.e2e';
import { elementsSpecs } from './elements.e2e';
import { monitoringSpecs } from './monitoring.e2e';
import { shellSpecs } from './shell.e2e';
import { spotWizardSpecs } from './spot-wizard.e2e';
import { superBatchSpecs } from './super-batch.e2e';
import { themingSpecs } from './theming.e2e';
import { trackingSpecs } from './tracking.e2e';

export interface E2EContext {
  page: Page;
  url: string;
  /** A partner retailer's site on another origin (e2e/partner-site.ts), allowed by the product. */
  partnerUrl: string;
  pageErrors: string[];
}

export interface E2ETest {
  name: string;
  /** 'simulated': run against a second product whose simulator moves orders (started on first use). */
  product?: 'simulated';
  run(ctx: E2EContext): Promise<void>;
}

/** Every spec file, listed by name so the run order is stable. */
export async function loadSpecs(): Promise<E2ETest[]> {
  return [
    ...shellSpecs,
    ...monitoringSpecs,
    ...spotWizardSpecs,
    ...superBatchSpecs,
    ...themingSpecs,
    ...trackingSpecs,
    ...billingSpecs,
    ...elementsSpecs,
    ...accountSpecs,
  ];
}
