import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { createApp } from '../app';
import type { Database } from '../db/database';
import { PACKAGES_DIR } from '../paths';
import { testConfig } from '../test/harness';

// No route here reads the database.
const app = createApp({ db: {} as Database, config: testConfig() });
const uiRequire = createRequire(join(PACKAGES_DIR, 'ui', 'package.json'));

describe(MAPLIBRE_CSP_WORKER_PATH, () => {
  it("serves maplibre's CSP worker of the version ui bundles, as JavaScript, revalidated", async () => {
    const version = (uiRequire('maplibre-gl/package.json') as { version: string }).version;
    const expected = readFileSync(uiRequire.resolve('maplibre-gl/dist/maplibre-gl-csp-worker.js'), 'utf8');
    const response = await app.request(MAPLIBRE_CSP_WORKER_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body).toBe(expected);
    expect(body).toContain(`maplibre-gl-js/blob/v${version}/`);
  });

  it('answers a revalidation with 304 and HEAD without a body', async () => {
    const first = await app.request(MAPLIBRE_CSP_WORKER_PATH);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await app.request(MAPLIBRE_CSP_WORKER_PATH, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const head = await app.request(MAPLIBRE_CSP_WORKER_PATH, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
