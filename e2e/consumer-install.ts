// The consumer test's app (e2e/consumer-app) as an integrator makes it: every widget package packed as npm would
// publish it, the tarballs installed into a copy of the app in a temporary folder, offline from the local pnpm
// store, then `tsc --noEmit` and `vite build`. Needs the packages built first (`pnpm build`), as packing does.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { elementPackages, REPO } from '../scripts/elements/packages';

const run = promisify(execFile);
const TEMPLATE = join(REPO, 'e2e/consumer-app');

export interface Tarball {
  name: string;
  file: string;
  bytes: number;
}

export interface ConsumerApp {
  dir: string;
  tarballs: Tarball[];
  /** Removes the app and the tarballs (left in place when a step fails, to look at). */
  remove(): void;
}

/** Runs a command in `cwd`; a failure carries what it printed (tsc's errors, pnpm's complaint). */
async function step(cwd: string, command: string, args: string[]) {
  try {
    await run(command, args, { cwd, maxBuffer: 32 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`);
  }
}

/** `pnpm pack` of every widget package (those with a `customElements` field) into `dest`. */
async function packWidgets(dest: string): Promise<Tarball[]> {
  return Promise.all(
    elementPackages().map(async (pkg) => {
      const { stdout } = await run('pnpm', ['pack', '--pack-destination', dest], { cwd: pkg.dir });
      // pnpm prints the tarball's path last.
      const file = stdout.trim().split('\n').at(-1)?.trim() ?? '';
      return { name: pkg.name, file, bytes: statSync(file).size };
    }),
  );
}

/**
 * The `version` this repo's lockfile resolved `name` to, with the peers it was resolved with
 * ('7.3.8(@types/node@20.19.43)(terser@5.51.4)(tsx@4.23.15)'), in the first project that has it.
 */
function lockedVersion(lockfile: string, name: string): string {
  const key = /^[\w-]+$/.test(name) ? name : `'${name}'`;
  const found = new RegExp(
    `\\n {6}${key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:\\n {8}specifier: .*\\n {8}version: (.*)\\n`,
  ).exec(lockfile);
  if (!found?.[1])
    throw new Error(`${name} is not in pnpm-lock.yaml: the consumer app cannot install it offline`);
  return found[1];
}

/** The peers a locked version names at its top level: '(a@1)(b@2(c@3))' → [['a', '1'], ['b', '2(c@3)']]. */
function peersOf(version: string): [string, string][] {
  const peers: [string, string][] = [];
  let depth = 0;
  let start = -1;
  for (let i = 0; i < version.length; i += 1) {
    if (version[i] === '(' && depth++ === 0) start = i + 1;
    if (version[i] === ')' && --depth === 0) {
      const peer = version.slice(start, i);
      const at = peer.indexOf('@', 1);
      peers.push([peer.slice(0, at), peer.slice(at + 1)]);
    }
  }
  return peers;
}

/**
 * Writes the app's package.json and pnpm-lock.yaml. `pnpm install --offline` resolves nothing itself (it would
 * need the registry's metadata): every dependency must be locked to an entry of the store, i.e. of this repo's
 * lockfile, peers included, so the app locks its dependencies to the repo's versions and also lists the peers
 * those versions were resolved with (vite's optional terser, tsx and @types/node: dev tools, not in its bundle).
 * The tarballs are left for pnpm to add: local files need no registry, and they depend on nothing but peers.
 */
function writeManifestAndLockfile(dir: string, manifest: Manifest) {
  const repoLock = readFileSync(join(REPO, 'pnpm-lock.yaml'), 'utf8');
  const locked: Record<string, { spec: string; version: string; dev: boolean }> = {};
  const expand = (version: string) => {
    for (const [peer, peerVersion] of peersOf(version)) {
      if (locked[peer]) continue;
      locked[peer] = { spec: peerVersion.replace(/\(.*$/, ''), version: peerVersion, dev: true };
      expand(peerVersion);
    }
  };
  for (const [deps, dev] of [
    [manifest.dependencies, false],
    [manifest.devDependencies, true],
  ] as const)
    for (const [name, spec] of Object.entries(deps))
      if (!spec.startsWith('file:')) locked[name] = { spec, version: lockedVersion(repoLock, name), dev };
  for (const { version } of Object.values({ ...locked })) expand(version);
  for (const [name, { spec, dev }] of Object.entries(locked))
    (dev ? manifest.devDependencies : manifest.dependencies)[name] ??= spec;
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const block = (dev: boolean) =>
    Object.entries(locked)
      .filter(([, entry]) => entry.dev === dev)
      .map(
        ([name, { spec, version }]) =>
          `      '${name}':\n        specifier: ${spec}\n        version: ${version}\n`,
      )
      .join('');
  // The lockfile's version and settings, not the repo's `overrides` (which the app's package.json has not).
  const header = repoLock.slice(0, repoLock.search(/\n(overrides|importers):/));
  const entries = repoLock.slice(repoLock.indexOf('\npackages:'));
  const importer = `\nimporters:\n\n  .:\n    dependencies:\n${block(false)}    devDependencies:\n${block(true)}`;
  writeFileSync(join(dir, 'pnpm-lock.yaml'), `${header}${importer}${entries}`);
}

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

/** Packs, installs, type-checks and builds the consumer app; returns its folder (dist/ holds the build). */
export async function makeConsumerApp(): Promise<ConsumerApp> {
  const root = mkdtempSync(join(tmpdir(), 'box-consumer-'));
  const packs = join(root, 'packs');
  mkdirSync(packs);
  const tarballs = await packWidgets(packs);

  const dir = join(root, 'app');
  cpSync(TEMPLATE, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(TEMPLATE, 'package.json'), 'utf8')) as Manifest;
  for (const t of tarballs) manifest.dependencies[t.name] = `file:${t.file}`;
  writeManifestAndLockfile(dir, manifest);

  // Not frozen: pnpm adds the tarballs to the lockfile (in CI it would refuse to change it).
  await step(dir, 'pnpm', ['install', '--offline', '--ignore-scripts', '--no-frozen-lockfile']);
  await step(dir, join(dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.']);
  await step(dir, join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
  return { dir, tarballs, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export interface Preview {
  url: string;
  stop(): void;
}

/** `vite preview` of the app's build on `port`, its /jade/api sent on to `portal`. */
export async function previewConsumerApp(dir: string, port: number, portal: string): Promise<Preview> {
  const child: ChildProcess = spawn(
    join(dir, 'node_modules/.bin/vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: dir, env: { ...process.env, BOX_PORTAL: portal }, stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 100 || child.exitCode !== null) {
      child.kill();
      throw new Error(`vite preview did not answer on ${url}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { url, stop: () => child.kill() };
}
