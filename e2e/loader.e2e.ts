// The loader (packages/elements, issue 17) on a partner's page of another site (the partner server reached as
// `localhost` while the portal is 127.0.0.1, so no portal cookie goes along): one script tag, three elements.
// All three render (each says the page has no session, in its own shadow root), React's chunk is fetched once and
// nothing from /widgets/; a reload fetches none of the build's files again, not even to revalidate them: they
// come from the browser's cache, as `immutable` for a year under /elements/<build>/ promises.
import { expect } from '@playwright/test';
import type { CDPSession } from 'playwright-core';
import { screenshotBothWidths } from './browser';
import type { E2ETest } from './specs';

const TAGS = ['box-order-monitoring', 'box-billing-statement', 'box-order-tracking'];
const NOT_SIGNED_IN = 'Você não está conectado.';
/** A file of the loader's build: /elements/<version>+<hash>/<file>. */
const BUILD_FILE = /\/elements\/[\w.-]+\+[0-9a-f]+\/[^/?]+$/;

interface Fetch {
  url: string;
  status?: number;
  /** Answered by the browser's memory or disk cache: no request reached the network. */
  cached: boolean;
}

interface Fetches {
  all(): Fetch[];
  clear(): void;
}

/** Every request of the page, and whether the network or the cache answered it (Chromium's DevTools protocol). */
async function recordFetches(cdp: CDPSession): Promise<Fetches> {
  const byId = new Map<string, Fetch>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // A redirect reuses the id: keep the hop that was answered, start the next.
    const previous = byId.get(e.requestId);
    if (previous && e.redirectResponse) {
      byId.set(`${e.requestId}:${previous.url}`, {
        ...previous,
        status: e.redirectResponse.status,
        cached: Boolean(e.redirectResponse.fromDiskCache),
      });
    }
    byId.set(e.requestId, { url: e.request.url, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const fetch = byId.get(e.requestId);
    if (fetch) fetch.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const fetch = byId.get(e.requestId);
    if (!fetch) return;
    fetch.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) fetch.cached = true;
  });
  await cdp.send('Network.enable');
  return { all: () => [...byId.values()], clear: () => byId.clear() };
}

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
      const reactChunks = urls.filter((u) => /\/elements\/[^/]+\/react-[\w-]{8}\.js$/.test(u));
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

      fetches.clear();
      await page.reload();
      for (const tag of TAGS) await expect(page.locator(tag).getByText(NOT_SIGNED_IN)).toBeVisible();
      const again = fetches.all().filter((f) => BUILD_FILE.test(f.url));
      // (Chromium may not report the file at the end of a redirect it answered from its cache: not counted.)
      expect(again.length, 'the build is loaded again, from the cache').toBeGreaterThan(3);
      expect(
        again.filter((f) => !f.cached || f.status === 304).map((f) => `${f.status} ${f.url}`),
        'no request, no revalidation, for the hashed files',
      ).toEqual([]);
    },
  },
];
