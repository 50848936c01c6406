// `pnpm start` as a newcomer meets it (issue 19): a fresh clone of this commit (committed work only), its
// dependencies installed from the machine's pnpm store, then the first start (every build, the database created,
// migrated and seeded) until the server says where it listens, and a second start with nothing changed. Each
// start's output is counted up to that line: the README promises a short one that ends with the URL.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_MARKER } from '@box/server';
import { freePort } from '../e2e/support/product';
import { verdict } from './verdicts';

export const START_TARGETS = { firstStartMs: 90_000, secondStartMs: 10_000 };

export interface StartRun {
  /** `pnpm start` to the server's 'servidor em http://…' line. */
  ms: number;
  /** Lines printed up to and including that one. */
  lines: number;
  /** From the start to the end of the builds that went on in the background (the widgets' bundles, which only
   * partner pages load): no package of the clone marked as building any more. */
  widgetsMs: number;
}

export interface StartBench {
  commit: string;
  /** `pnpm install --frozen-lockfile --offline` in the fresh clone: not part of a start, shown beside it. */
  installMs: number;
  first: StartRun;
  second: StartRun;
}

const LISTENING = /servidor em http:\/\/\S+/;
const START_TIMEOUT_MS = 15 * 60_000;

function run(command: string, args: string[], cwd: string): number {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return Date.now() - started;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  return exited;
}

/** scripts/start/main.mjs marks each package it still builds after the server started. */
const stillBuilding = (dir: string) =>
  readdirSync(join(dir, 'packages')).some((pkg) =>
    existsSync(join(dir, 'packages', pkg, 'dist', BUILD_MARKER)),
  );

async function backgroundBuildsDone(dir: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (stillBuilding(dir)) {
    if (child.exitCode !== null) throw new Error('pnpm start exited before its background builds ended');
    if (Date.now() > deadline) throw new Error('background builds still running after 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** One `pnpm start` in `dir` until the server listens and the builds behind it ended; then it is stopped. */
async function startOnce(dir: string): Promise<StartRun> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn('pnpm', ['start'], {
    cwd: dir,
    // As the README runs it, on a port of its own; the database is the clone's own .data folder.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', BOX_MODE: 'demo' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  try {
    const listening = await new Promise<Omit<StartRun, 'widgetsMs'>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no 'servidor em' line in ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
        START_TIMEOUT_MS,
      );
      const read = (chunk: Buffer) => {
        output += chunk;
        const lines = output.split('\n');
        const at = lines.findIndex((line) => LISTENING.test(line));
        if (at < 0) return;
        clearTimeout(timer);
        resolve({ ms: Date.now() - started, lines: at + 1 });
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`pnpm start exited (${code}) before listening:\n${output}`));
      });
    });
    await backgroundBuildsDone(dir, child);
    return { ...listening, widgetsMs: Date.now() - started };
  } finally {
    await stop(child);
  }
}

export async function benchStart(repo: string): Promise<StartBench> {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: repo,
    encoding: 'utf8',
  }).stdout.trim();
  const dir = mkdtempSync(join(tmpdir(), 'box-start-'));
  try {
    run('git', ['clone', '--quiet', repo, dir], tmpdir());
    const installMs = run('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], dir);
    const first = await startOnce(dir);
    const second = await startOnce(dir);
    return { commit, installMs, first, second };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function startLines(figures: StartBench): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `first pnpm start on a fresh clone of ${figures.commit}: ${s(figures.first.ms)} to the URL (target ≤ ${s(START_TARGETS.firstStartMs)}) ${verdict(figures.first.ms <= START_TARGETS.firstStartMs)}, ${figures.first.lines} lines of output to the URL; pnpm install before it ${s(figures.installMs)}; the widgets' bundles (partner pages, examples) built in the background by ${s(figures.first.widgetsMs)}`,
    `second pnpm start, nothing changed: ${s(figures.second.ms)} (target ≤ ${s(START_TARGETS.secondStartMs)}) ${verdict(figures.second.ms <= START_TARGETS.secondStartMs)}, ${figures.second.lines} lines of output to the URL`,
  ];
}
