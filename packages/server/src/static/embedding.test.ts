import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSRF_HEADER } from '@box/core/api';
import { startTestServer, type TestServer } from '../test/harness';
import { EXAMPLE_ORIGIN } from './embedding';

let server: TestServer;
const root = mkdtempSync(join(tmpdir(), 'box-embedding-'));
const packagesDir = join(root, 'packages');
const storybookDir = join(root, 'storybook-static');
const PARTNER = 'https://loja.example';

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  mkdirSync(join(packagesDir, 'tracking', 'dist'), { recursive: true });
  mkdirSync(join(packagesDir, 'tracking', 'examples'), { recursive: true });
  mkdirSync(join(root, 'examples'), { recursive: true });
  mkdirSync(storybookDir, { recursive: true });
  writeFileSync(join(packagesDir, 'tracking', 'dist', 'shipment-tracking-element.js'), 'export {}');
  writeFileSync(
    join(packagesDir, 'tracking', 'examples', 'box-shipment-tracking.html'),
    `<script type="module" src="${EXAMPLE_ORIGIN}/widgets/tracking/shipment-tracking-element.js"></script>` +
      `<box-shipment-tracking api-base="${EXAMPLE_ORIGIN}/jade/api"></box-shipment-tracking>`,
  );
  writeFileSync(join(root, 'examples', 'example.js'), 'console.log(1)');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  writeFileSync(join(storybookDir, 'index.html'), '<!doctype html><title>storybook</title>');
  writeFileSync(join(storybookDir, 'iframe.html'), '<!doctype html><title>iframe</title>');
});

afterAll(async () => {
  await server.close();
});

const demo = () => server.appWith({ packagesDir, storybookDir, partnerOrigins: [PARTNER] });
const production = () => server.appWith({ packagesDir, storybookDir, mode: 'production' });

describe('widget bundles for other origins', () => {
  it('are readable from any origin (a module script fetches in CORS mode), in both modes', async () => {
    for (const app of [demo(), production()]) {
      const response = await app.request('/widgets/tracking/shipment-tracking-element.js', {
        headers: { origin: 'https://qualquer.example' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      // Never with credentials: the bundles are public code.
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('the API for partner origins (BOX_PARTNER_ORIGINS)', () => {
  it('answers a listed origin with CORS and credentials, and exposes the CSRF token header', async () => {
    const response = await demo().request('/jade/api/me', { headers: { origin: PARTNER } });
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain(CSRF_HEADER);
  });

  it('lets a listed origin send the CSRF header on a state change (preflight)', async () => {
    const response = await demo().request('/jade/api/spots', {
      method: 'OPTIONS',
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type, ${CSRF_HEADER.toLowerCase()}`,
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      CSRF_HEADER.toLowerCase(),
    );
  });

  it('lets listed origins frame the portal, and nobody else', async () => {
    const csp = (await demo().request('/healthz')).headers.get('content-security-policy');
    expect(csp).toContain(`frame-ancestors 'self' ${PARTNER}`);
    expect(csp).not.toContain('evil.example');
  });
});

describe('example pages (demo mode)', () => {
  it("serve a package's element page with the portal's origin written in", async () => {
    const response = await demo().request(
      'http://127.0.0.1:4567/examples/tracking/box-shipment-tracking.html',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('src="http://127.0.0.1:4567/widgets/tracking/shipment-tracking-element.js"');
    expect(html).toContain('api-base="http://127.0.0.1:4567/jade/api"');
    expect(html).not.toContain(EXAMPLE_ORIGIN);
  });

  it('serve the shared files, and the list at /examples', async () => {
    const script = await demo().request('/examples/example.js');
    expect(await script.text()).toBe('console.log(1)');
    const index = await demo().request('/examples');
    expect(index.status).toBe(302);
    expect(index.headers.get('location')).toBe('/examples/index.html');
  });

  it('never serve files outside the examples folders', async () => {
    for (const path of [
      '/examples/../secret.txt',
      '/examples/%2e%2e/secret.txt',
      '/examples/tracking/%2e%2e/dist/shipment-tracking-element.js',
      '/examples/tracking/nada.html',
      '/examples/a/b/c.html',
    ]) {
      expect((await demo().request(path)).status, path).toBe(404);
    }
  });

  it('are not served in production mode', async () => {
    const response = await production().request('/examples/tracking/box-shipment-tracking.html');
    expect(response.status).toBe(404);
  });
});

describe('Storybook (demo mode)', () => {
  it('serves the static build at /storybook/ with a policy of its own', async () => {
    const redirect = await demo().request('/storybook');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/storybook/');
    const index = await demo().request('/storybook/');
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<title>storybook</title>');
    const csp = index.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect((await demo().request('/storybook/iframe.html')).status).toBe(200);
  });

  it('says how to build it when it is missing', async () => {
    const app = server.appWith({ storybookDir: join(root, 'missing'), packagesDir });
    const response = await app.request('/storybook/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('pnpm build-storybook');
  });

  it('is not served in production mode', async () => {
    expect((await production().request('/storybook/')).status).toBe(404);
    expect((await production().request('/storybook/iframe.html')).status).toBe(404);
  });
});
