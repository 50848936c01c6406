import type { Page } from 'playwright-core';
import { monitoringSpecs } from './monitoring.e2e';
import { shellSpecs } from './shell.e2e';
import { spotWizardSpecs } from './spot-wizard.e2e';
import { themingSpecs } from './theming.e2e';

export interface E2EContext {
  page: Page;
  url: string;
  pageErrors: string[];
}

export interface E2ETest {
  name: string;
  run(ctx: E2EContext): Promise<void>;
}

/** Every spec file, listed by name so the run order is stable. */
export async function loadSpecs(): Promise<E2ETest[]> {
  return [...shellSpecs, ...monitoringSpecs, ...spotWizardSpecs, ...themingSpecs];
}
