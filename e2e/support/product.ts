// Starts the product as the README does (the server over the built host and bundles), on a free port with its
// own throw-away data folder, so end-to-end runs never touch a developer's demo data.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningProduct {
  url: string;
  /** When it was started (ms since the epoch): what its simulator makes comes after, the seeded data before. */
  startedAt: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer /healthz in 120 s:\n${log()}`);
}

let serverBuilt = false;

/**
 * `pnpm --filter @box/server start` runs the built server (dist/main.js): built here once per run, so a run
 * never starts a missing or stale build after a change to the server's source (about a second).
 */
function buildServerOnce() {
  // Already built by e2e/global-setup.ts, before Playwright's workers start.
  if (serverBuilt || process.env.E2E_SERVER_BUILT === '1') return;
  const build = spawnSync('pnpm', ['--filter', '@box/server', 'build'], { cwd: repo, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
  serverBuilt = true;
}

/** The server over `dataDir`, until `stop` (which leaves the folder). */
async function startServer(dataDir: string, env: Record<string, string>): Promise<RunningProduct> {
  buildServerOnce();
  const startedAt = Date.now();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('pnpm', ['--filter', '@box/server', 'start'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOX_MODE: 'demo',
      DATABASE_URL: '',
      // The built-in map style: no run waits on a tile provider this machine may not reach (OpenFreeMap is the
      // product's default); e2e/map.e2e.ts gives its product a local style server instead.
      BOX_MAP_STYLE_URL: 'offline',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  await waitForHealth(url, child, () => output);
  return {
    url,
    startedAt,
    async stop() {
      if (child.exitCode === null && child.pid) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/**
 * A data folder with the demo data, made once per run by e2e/global-setup.ts: a first start migrates, seeds and
 * hashes the five demo passwords (about 11 s here), a start on a seeded folder about 2 s. Each product starts on
 * a copy of it (E2E_DEMO_TEMPLATE), as `pnpm start` does on its second run.
 */
export async function seedDemoTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'box-e2e-template-'));
  const server = await startServer(dataDir, { BOX_SIMULATOR: 'off' });
  await server.stop();
  return dataDir;
}

export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'box-e2e-'));
  const template = process.env.E2E_DEMO_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await startServer(dataDir, env);
  return {
    url: server.url,
    startedAt: server.startedAt,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
