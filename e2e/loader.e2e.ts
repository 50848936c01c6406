// The loader (packages/elements, issue 17) on a partner's page of another site (the partner server reached as
// `localhost` while the portal is 127.0.0.1, so no portal cookie goes along): one script tag, three elements.
// All three render (each says the page has no session, in its own shadow root), React's chunk is fetched once and
// nothing from /widgets/; a reload fetches none of the build's files again, not even to revalidate them: they
// come from the browser's cache, as `immutable` for a year under /elements/<build>/ promises.
import { expect } from '@playwright/test';
import { screenshotBothWidths } from './browser';
import type { E2ETest } from './specs';
import { BUILD_FILE, expectReloadFromCache, REACT_CHUNK, recordFetches } from './support/fetches';

const TAGS = ['box-order-monitoring', 'box-billing-statement', 'box-order-tracking'];
const NOT_SIGNED_IN = 'Você não está conectado.';

export const loaderSpecs: E2ETest[] = [
  {
    name: 'loader: three elements with one script on another site, React fetched once, a reload asks nothing again',
    async run({ page, partnerUrl }) {
      const cdp = await page.context().newCDPSession(page);
      const fetches = await recordFetches(cdp);
      // order-id fills the tracking element (examples/example.js): it asks the API, and hears it has no session.
      const address = `${partnerUrl.replace('127.0.0.1', 'localhost')}/examples/elements/three-elements.html?order-id=51234`;

      await page.goto(address);
      for (const tag of TAGS) {
        await expect(page.locator(tag).getByText(NOT_SIGNED_IN), `<${tag}> rendered`).toBeVisible({
          timeout: 20_000,
        });
        expect(await page.evaluate((t) => Boolean(customElements.get(t)), tag)).toBe(true);
      }
      await screenshotBothWidths(page, 'loader-three-elements');

      const first = fetches.all();
      const urls = first.map((f) => f.url);
      const reactChunks = urls.filter((u) => REACT_CHUNK.test(u));
      expect(reactChunks, "React's chunk, once").toHaveLength(1);
      expect(
        urls.filter((u) => u.includes('/widgets/')),
        'nothing from the standalone bundles',
      ).toEqual([]);
      // /latest/ answered by a redirect to the versioned build; every file of the build came from there.
      expect(first.find((f) => f.url.endsWith('/elements/latest/box-elements.js'))?.status).toBe(302);
      const buildFiles = first.filter((f) => BUILD_FILE.test(f.url));
      expect(buildFiles.length).toBeGreaterThan(3);
      const twice = buildFiles.filter((f, i) => buildFiles.findIndex((g) => g.url === f.url) !== i);
      expect(
        twice.map((f) => `${f.status} ${f.url}`),
        'each file fetched once',
      ).toEqual([]);

      await expectReloadFromCache(page, fetches, async () => {
        for (const tag of TAGS) await expect(page.locator(tag).getByText(NOT_SIGNED_IN)).toBeVisible();
      });
    },
  },
];
