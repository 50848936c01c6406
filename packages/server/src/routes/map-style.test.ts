import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ConfigError, readConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false, config: { mapStyleUrl: null } });
}, 120_000);
afterAll(() => server?.close());

/**
 * MapLibre's own style validator, from the copy maplibre-gl 5 (a dependency of @box/ui) uses: the server does
 * not depend on it, the test only borrows it to check the style against the real spec.
 */
function styleValidator(): (style: unknown) => { message: string }[] {
  const fromUi = createRequire(new URL('../../../ui/package.json', import.meta.url));
  let dir = dirname(fromUi.resolve('maplibre-gl'));
  while (!dir.endsWith('maplibre-gl')) dir = dirname(dir);
  return createRequire(join(dir, 'package.json'))('@maplibre/maplibre-gl-style-spec').validateStyleMin;
}

describe('GET /jade/api/map/style.json', () => {
  it('answers the built-in style, valid and needing no network, with BOX_MAP_STYLE_URL=offline', async () => {
    const response = await server.agent().get('/jade/api/map/style.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    // Node's Response.json() is `unknown`; the validator below checks the whole shape.
    const style = (await response.json()) as {
      version: number;
      glyphs?: string;
      sprite?: string;
      sources: Record<string, unknown>;
      layers: { type: string }[];
    };
    expect(style.version).toBe(8);
    expect(styleValidator()(style)).toEqual([]);
    // Nothing to fetch: no tiles, glyphs or sprite; every source is inline GeoJSON.
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources) as { type: string; data: unknown }[]) {
      expect(source.type).toBe('geojson');
      expect(typeof source.data).toBe('object');
    }
    expect(style.layers.some((l: { type: string }) => l.type === 'symbol')).toBe(false);
  });

  it("redirects to the tile provider's style when BOX_MAP_STYLE_URL is set", async () => {
    const app = server.appWith({ mapStyleUrl: 'https://tiles.example/styles/ruas.json?key=demo' });
    const response = await app.request('/jade/api/map/style.json');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://tiles.example/styles/ruas.json?key=demo');
  });
});

describe('BOX_MAP_STYLE_URL', () => {
  it("is OpenFreeMap's free OpenStreetMap style by default, any http(s) address, or offline", () => {
    expect(readConfig({}).mapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(readConfig({ BOX_MAP_STYLE_URL: 'https://tiles.example/style.json' }).mapStyleUrl).toBe(
      'https://tiles.example/style.json',
    );
    expect(readConfig({ BOX_MAP_STYLE_URL: 'offline' }).mapStyleUrl).toBeNull();
  });

  it.each([
    ['tiles.example/style.json', "BOX_MAP_STYLE_URL: 'tiles.example/style.json' não é um endereço"],
    ['ftp://tiles.example/style.json', 'deve começar com http:// ou https://'],
    ['Offline', "BOX_MAP_STYLE_URL: 'Offline' não é um endereço"],
  ])('refuses %j with a reason', (raw, reason) => {
    expect(() => readConfig({ BOX_MAP_STYLE_URL: raw })).toThrow(ConfigError);
    expect(() => readConfig({ BOX_MAP_STYLE_URL: raw })).toThrow(reason);
  });
});

describe("the pages' Content-Security-Policy", () => {
  const policyOf = async (app: { request(path: string): Response | Promise<Response> }) => {
    const header = (await app.request('/healthz')).headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      header.split(';').map((part) => {
        const [name = '', ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  };

  it("lets maps connect to the configured provider's origin, and to no other site", async () => {
    const policy = await policyOf(server.appWith({ mapStyleUrl: 'http://localhost:4100/styles/ruas.json' }));
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4100']);
    expect(policy['img-src']).toContain('http://localhost:4100');
  });

  it('lets maps connect to nothing but us with the offline style', async () => {
    const policy = await policyOf(server.appWith({ mapStyleUrl: null }));
    expect(policy['connect-src']).toEqual(["'self'"]);
  });
});
