// A React developer's fresh Vite + TypeScript app (e2e/consumer-app) with the widget packages installed from
// their npm tarballs (e2e/consumer-install.ts): it type-checks strictly, wrong props included (its
// types-check.tsx), builds with no configuration for the widgets, and renders two widgets of two packages, on the
// portal's real API, with one React.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { findOrder } from './api';
import { screenshotBothWidths } from './browser';
import { makeConsumerApp, previewConsumerApp } from './consumer-install';
import type { E2ETest } from './specs';
import { signIn } from './support/login';
import { freePort } from './support/product';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;
/** issue 17: what a consumer downloads per package. */
const MAX_TARBALL_BYTES = 1024 * 1024;

export const consumerSpecs: E2ETest[] = [
  {
    name: 'npm consumer: the packed widget packages install offline into a fresh Vite + TypeScript app, type-check, build and render two widgets with one React',
    async run({ page, url }) {
      const app = await makeConsumerApp();
      for (const t of app.tarballs)
        expect(t.bytes, `${t.name}'s tarball (${t.bytes} bytes) is at most 1 MB`).toBeLessThanOrEqual(
          MAX_TARBALL_BYTES,
        );

      // The declarations stand alone: no import of a package the consumer does not have (core, ui, the bundled
      // libraries) and no Vite-only module type. (tsc above would also fail on them: the app checks libraries.)
      for (const t of app.tarballs) {
        const types = readFileSync(join(app.dir, 'node_modules', t.name, 'dist/index.d.ts'), 'utf8');
        const imported = [...types.matchAll(/(?:from |import\(|import )'([^']+)'/g)].map((m) => m[1]);
        expect(
          imported.filter((name) => !/^(react|@preact\/signals-react)(\/|$)/.test(name ?? '')),
          `${t.name}'s index.d.ts imports only its peers`,
        ).toEqual([]);
      }

      // Every React renderer on the page registers with the DevTools hook when it loads: a second react-dom
      // (a package bundling its own, or resolving another copy) would be a second registration.
      await page.addInitScript(() => {
        const renderers: unknown[] = [];
        Object.assign(window, {
          __boxRenderers: renderers,
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            inject: (renderer: unknown) => renderers.push(renderer),
            onCommitFiberRoot() {},
            onCommitFiberUnmount() {},
            onPostCommitFiberRoot() {},
            checkDCE() {},
          },
        });
      });

      // The app's calls go to its own origin, which sends them on to the portal (vite.config.js): the portal's
      // session cookie, set for 127.0.0.1, comes along.
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'IN_PROGRESS');
      const preview = await previewConsumerApp(app.dir, await freePort(), url);
      try {
        await page.goto(`${preview.url}/?order=${order.orderId}`);
        const tracking = page.getByRole('region', { name: 'Rastreamento' });
        const monitoring = page.getByRole('region', { name: 'Monitoramento' });
        await tracking.getByText(`OS ${order.orderId}`).first().waitFor();
        // The monitoring table's first row: an order of the account, with its OS number.
        const firstRow = monitoring.locator('tbody tr').first();
        await firstRow.waitFor();
        await expect(firstRow).toContainText(/\d{5,}/);

        const renderers = await page.evaluate(() =>
          (
            window as unknown as { __boxRenderers: { rendererPackageName?: string; version?: string }[] }
          ).__boxRenderers.map((r) => `${r.rendererPackageName}@${r.version}`),
        );
        expect(renderers, 'one react-dom on the page').toHaveLength(1);
        await screenshotBothWidths(page, 'consumer-app');
        await screenshotBothWidths(page, 'consumer-app-monitoring', { scrollTo: monitoring });
      } finally {
        preview.stop();
      }
      app.remove();
    },
  },
];
