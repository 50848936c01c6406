import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../test/harness';

// `pnpm start` serves the portal while the widgets still build (scripts/start/main.mjs): their files answer 503
// with Retry-After while the start that marked them runs, and 404 as before otherwise.
let server: TestServer;
const packagesDir = join(mkdtempSync(join(tmpdir(), 'box-building-')), 'packages');
const trackingDist = join(packagesDir, 'tracking', 'dist');
const loaderDist = join(packagesDir, 'elements', 'dist');
const markTracking = (pid: number) => writeFileSync(join(trackingDist, '.building'), String(pid));

/** The pid of a process that has ended, so that no live process holds it. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  mkdirSync(trackingDist, { recursive: true });
  mkdirSync(loaderDist, { recursive: true });
  writeFileSync(join(trackingDist, 'shipment-tracking-element.js'), 'export {}');
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  rmSync(join(trackingDist, '.building'), { force: true });
  rmSync(join(loaderDist, '.building'), { force: true });
});

const get = (path: string) => server.appWith({ packagesDir }).request(path);

describe('widget files while `pnpm start` still builds them', () => {
  it('answers 503 with Retry-After for a file not built yet, while the marking start runs', async () => {
    markTracking(process.pid);
    const response = await get('/widgets/tracking/order-tracking-element.js');
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('ainda está sendo compilado');
  });

  it('still serves the files already there', async () => {
    markTracking(process.pid);
    const response = await get('/widgets/tracking/shipment-tracking-element.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {}');
  });

  it('answers 404 once the marking start has ended, or when nothing is building', async () => {
    markTracking(deadPid());
    expect((await get('/widgets/tracking/order-tracking-element.js')).status).toBe(404);
    rmSync(join(trackingDist, '.building'));
    expect((await get('/widgets/tracking/order-tracking-element.js')).status).toBe(404);
  });

  it('never serves the marker itself, nor a path outside dist/', async () => {
    markTracking(process.pid);
    expect((await get('/widgets/tracking/.building')).status).toBe(404);
    expect((await get('/widgets/tracking/..%2Fpackage.json')).status).toBe(404);
  });

  it('answers 503 for the element loader before its first build', async () => {
    writeFileSync(join(loaderDist, '.building'), String(process.pid));
    const response = await get('/elements/latest/box-elements.js');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).not.toBeNull();
    rmSync(join(loaderDist, '.building'));
    expect((await get('/elements/latest/box-elements.js')).status).toBe(404);
  });
});
