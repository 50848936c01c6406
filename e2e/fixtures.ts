// Playwright Test fixtures of the end-to-end suite: the product and the partner site start once per worker
// (Playwright starts a fresh worker after a failed test, so a failure never leaves its mess to the next test).
// The simulated product is not one: it lives only as long as the run of specs that watch orders move
// (e2e/suite.spec.ts).
import { test as base } from '@playwright/test';
import { type PartnerSite, startPartnerSite } from './partner-site';
import { freePort, type RunningProduct, startProduct } from './support/product';

/** Simulated seconds per real second for the specs that watch orders move: a stop every few seconds. */
const SIMULATED_SPEED = '60';

/** Starting the server waits up to 120 s for /healthz (e2e/support/product.ts); the fixture gives it that. */
export const STARTUP_TIMEOUT = 150_000;

/** A product whose simulator moves orders, for the specs that watch an order move. */
export const startSimulatedProduct = () =>
  startProduct({ BOX_SIMULATOR: 'on', BOX_SIMULATOR_SPEED: SIMULATED_SPEED });

export interface ProductFixtures {
  /** A partner retailer's site on another origin, allowed by the product to embed the widgets. */
  partner: PartnerSite;
  /** The product with its simulator off, so counts and statuses hold still while a spec reads them. */
  product: RunningProduct;
}

// biome-ignore lint/complexity/noBannedTypes: no test-scoped fixtures of our own (Playwright's `{}` for none)
export const test = base.extend<{}, ProductFixtures>({
  partner: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const partner = await startPartnerSite(await freePort());
      await use(partner);
      await partner.stop();
    },
    { scope: 'worker' },
  ],
  product: [
    async ({ partner }, use) => {
      const product = await startProduct({ BOX_SIMULATOR: 'off', BOX_PARTNER_ORIGINS: partner.url });
      partner.setBoxOrigin(product.url);
      await use(product);
      await product.stop();
    },
    { scope: 'worker', timeout: STARTUP_TIMEOUT },
  ],
});
