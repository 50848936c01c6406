import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ConfigError, readConfig } from '../config';
import { startTestServer, type TestServer } from '../test/harness';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
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
  it('answers a valid MapLibre style that needs no network', async () => {
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
  it('is off by default and read as an http(s) address', () => {
    expect(readConfig({}).mapStyleUrl).toBeNull();
    expect(readConfig({ BOX_MAP_STYLE_URL: 'https://tiles.example/style.json' }).mapStyleUrl).toBe(
      'https://tiles.example/style.json',
    );
  });

  it.each(['tiles.example/style.json', 'ftp://tiles.example/style.json'])('refuses %j', (raw) => {
    expect(() => readConfig({ BOX_MAP_STYLE_URL: raw })).toThrow(ConfigError);
  });
});
