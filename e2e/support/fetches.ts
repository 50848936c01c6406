// What a page fetched and whether the network or the browser's cache answered it (Chromium's DevTools
// protocol): the loader's e2e tests count React's chunk and the revalidations of a reload with it.
import { expect } from '@playwright/test';
import type { CDPSession, Page } from 'playwright-core';

/** A file of the loader's build: /elements/<version>+<hash>/<file>. */
export const BUILD_FILE = /\/elements\/[\w.-]+\+[0-9a-f]+\/[^/?]+$/;

/** React's chunk of the loader's build. */
export const REACT_CHUNK = /\/elements\/[^/]+\/react-[\w-]{8}\.js$/;

export interface Fetch {
  url: string;
  status?: number;
  /** Answered by the browser's memory or disk cache: no request reached the network. */
  cached: boolean;
}

export interface Fetches {
  all(): Fetch[];
  clear(): void;
}

/** Every request of the page, and whether the network or the cache answered it (Chromium's DevTools protocol). */
export async function recordFetches(cdp: CDPSession): Promise<Fetches> {
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

/**
 * Reloads the page and checks the loader's build came again from the browser's cache alone: no request and no
 * revalidation (304) for its hashed files. `ready` waits for the page to show what it showed before.
 */
export async function expectReloadFromCache(page: Page, fetches: Fetches, ready: () => Promise<void>) {
  fetches.clear();
  await page.reload();
  await ready();
  const again = fetches.all().filter((f) => BUILD_FILE.test(f.url));
  // (Chromium may not report the file at the end of a redirect it answered from its cache: not counted.)
  expect(again.length, 'the build is loaded again, from the cache').toBeGreaterThan(3);
  expect(
    again.filter((f) => !f.cached || f.status === 304).map((f) => `${f.status} ${f.url}`),
    'no request, no revalidation, for the hashed files',
  ).toEqual([]);
}
