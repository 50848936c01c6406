import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';
import { isHashedWidgetChunk } from './routes';

let server: TestServer;
const root = mkdtempSync(join(tmpdir(), 'box-elements-'));
const packagesDir = join(root, 'packages');
const dist = join(packagesDir, 'elements', 'dist');
const BUILD = '0.1.0+a1b2c3d4e5f6';
const LOADER = 'export const BOX_TAGS = [];';

function writeBuild(build: string) {
  writeFileSync(
    join(dist, 'manifest.json'),
    JSON.stringify({
      name: '@box/elements',
      version: '0.1.0',
      build,
      entry: 'box-elements.js',
      files: {
        'box-elements.js': { integrity: 'sha384-x', bytes: LOADER.length },
        'react-Ab12_-xY.js': { integrity: 'sha384-y', bytes: 9 },
      },
    }),
  );
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'box-elements.js'), LOADER);
  writeFileSync(join(dist, 'react-Ab12_-xY.js'), 'export {}');
  // On disk but not in the manifest: never served.
  writeFileSync(join(dist, 'unlisted.js'), 'export {}');
  writeFileSync(join(dist, '.vite', 'box-elements.json'), '{}');
  writeFileSync(join(packagesDir, 'elements', 'package.json'), '{}');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  writeBuild(BUILD);
  mkdirSync(join(packagesDir, 'tracking', 'dist'), { recursive: true });
  writeFileSync(join(packagesDir, 'tracking', 'dist', 'element.js'), 'export {}');
  writeFileSync(join(packagesDir, 'tracking', 'dist', 'order-tracking-element-Dq3_x-9A.js'), 'export {}');
  writeFileSync(join(packagesDir, 'tracking', 'dist', 'chunk-2NYQLD2L.js'), 'export {}');
});

afterAll(async () => {
  await server.close();
});

const app = () => server.appWith({ packagesDir });
const get = (path: string, init: RequestInit = {}) =>
  app().request(path, { ...init, headers: { origin: 'https://loja.example', ...init.headers } });

describe('/elements/<build>/: the loader under versioned, immutable URLs', () => {
  it('serves the current build for a year, immutable, readable from any origin', async () => {
    const response = await get(`/elements/${BUILD}/box-elements.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(LOADER);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect((await get(`/elements/${BUILD}/react-Ab12_-xY.js`)).status).toBe(200);
  });

  it('accepts the build with its + escaped', async () => {
    const response = await get(`/elements/${BUILD.replace('+', '%2B')}/box-elements.js`);
    expect(response.status).toBe(200);
  });

  it('serves the manifest with the SRI hashes', async () => {
    const response = await get(`/elements/${BUILD}/manifest.json`);
    expect(response.status).toBe(200);
    const manifest = (await response.json()) as {
      build: string;
      files: Record<string, { integrity: string }>;
    };
    expect(manifest.build).toBe(BUILD);
    expect(manifest.files['box-elements.js']?.integrity).toBe('sha384-x');
  });

  it('answers HEAD without a body', async () => {
    const response = await get(`/elements/${BUILD}/box-elements.js`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('redirects latest and the bare version to the current build, cached five minutes, with CORS', async () => {
    for (const alias of ['latest', '0.1.0']) {
      const response = await get(`/elements/${alias}/box-elements.js`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/elements/${BUILD}/box-elements.js`);
      expect(response.headers.get('cache-control')).toBe('public, max-age=300');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await get('/elements/latest/manifest.json')).headers.get('location')).toBe(
      `/elements/${BUILD}/manifest.json`,
    );
  });

  it('gives 404 for another build, naming the current one', async () => {
    const response = await get('/elements/0.0.9+ffffffffffff/box-elements.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(BUILD);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves only the files the manifest lists: no other file of dist/, nothing outside it', async () => {
    for (const path of [
      `/elements/${BUILD}/unlisted.js`,
      `/elements/${BUILD}/.vite/box-elements.json`,
      `/elements/${BUILD}/../package.json`,
      `/elements/${BUILD}/%2e%2e/package.json`,
      `/elements/${BUILD}/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt`,
      `/elements/${BUILD}/..%5c..%5csecret.txt`,
      `/elements/${BUILD}/%E0%A4%A.js`,
      `/elements/${BUILD}/`,
      `/elements/${BUILD}`,
      '/elements/latest/unlisted.js',
      '/elements/latest/%2e%2e/package.json',
      '/elements/%2e%2e/secret.txt',
      '/elements/',
      '/elements',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });

  it('picks up a rebuild without a restart: the old build is gone, the new one served', async () => {
    const next = '0.1.0+0123456789ab';
    writeBuild(next);
    try {
      expect((await get(`/elements/${BUILD}/box-elements.js`)).status).toBe(404);
      expect((await get(`/elements/${next}/box-elements.js`)).status).toBe(200);
      expect((await get('/elements/latest/box-elements.js')).headers.get('location')).toBe(
        `/elements/${next}/box-elements.js`,
      );
    } finally {
      writeBuild(BUILD);
    }
  });

  it('says the elements are not built when there is no manifest', async () => {
    const response = await server
      .appWith({ packagesDir: join(root, 'missing') })
      .request('/elements/latest/box-elements.js');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('pnpm build');
  });
});

describe('/widgets/: hashed chunks cached for good, named files revalidated', () => {
  it('serves content-hashed chunks immutable and the files integrators link by name with no-cache', async () => {
    const cacheOf = async (file: string) =>
      (await get(`/widgets/tracking/${file}`)).headers.get('cache-control');
    expect(await cacheOf('order-tracking-element-Dq3_x-9A.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('chunk-2NYQLD2L.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheOf('element.js')).toBe('no-cache');
  });

  it('tells hashed chunks from entries by name', () => {
    for (const file of [
      'element-BxY12_-a.js',
      'order-tracking-element-CeTAxKve.js',
      'fiscal-documents-upload-element-AbCdEfGh.js',
      'chunk-2NYQLD2L.js',
    ])
      expect(isHashedWidgetChunk(file), file).toBe(true);
    for (const file of [
      'element.js',
      'define.js',
      'index.js',
      'styles.css',
      'order-tracking-element.js',
      'order-tracking-define.js',
      'fiscal-documents-upload-define.js',
      'element-BxY12_-a.js.map',
      'chunk-2NYQLD2L.js.map',
      'element-short.js',
      'metafile-esm.json',
    ])
      expect(isHashedWidgetChunk(file), file).toBe(false);
  });
});
