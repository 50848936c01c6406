// `pnpm start`'s builds (./main.mjs runs them): only the packages whose inputs changed since their last build,
// one short line each (a failed build prints its whole output). A package's inputs are its files (git's tracked
// and untracked ones, .gitignore'd outputs left out, tests too), the repo-wide build inputs below and its
// workspace dependencies' own keys, so a change in @box/ui rebuilds every widget and the host after it. The key
// is written into the package's dist/ after a successful build: a cleaned dist/ builds again. What only
// publishing reads is left out: the widgets' declarations (dist/index.d.ts) and their library (dist/index.js
// and its chunks), which no page of the running product loads. `pnpm build` stays the full build (CI, bench,
// publishing), which writes no key.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = '.build-key';
/** Read by every package's build: the lockfile (dependency versions), the shared TypeScript and element tooling. */
const SHARED_INPUTS = ['pnpm-lock.yaml', 'package.json', 'tsconfig.base.json', 'types', 'scripts/elements'];

function workspacePackages() {
  const dirs = [
    ...readdirSync(join(repo, 'packages')).map((d) => join(repo, 'packages', d)),
    join(repo, 'host'),
  ];
  const all = new Map();
  for (const dir of dirs) {
    const file = join(dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    const script = pkg.scripts?.build ?? '';
    // Its commands, and the Vite configs a widget's one build command runs (packages/ui/build/build-widget.ts).
    const steps = script ? script.split('&&').length + (script.match(/\.config\.ts\b/g)?.length ?? 0) : 0;
    all.set(pkg.name, { name: pkg.name, dir, build: steps > 0, steps, deps });
  }
  for (const pkg of all.values()) pkg.deps = pkg.deps.filter((d) => all.has(d) && d !== pkg.name);
  return all;
}

/** Files under `paths` that git would track (ignored outputs such as dist/ and node_modules/ left out). */
function filesOf(paths) {
  const r = spawnSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...paths],
    {
      cwd: repo,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) return null;
  return [...new Set(r.stdout.split('\0').filter((f) => f && !/\.test\.[cm]?[jt]sx?$/.test(f)))].sort();
}

function hashFiles(paths) {
  const files = filesOf(paths);
  // Outside a git checkout nothing tells inputs from outputs: build everything.
  if (!files) return null;
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    // A tracked file deleted from the working tree counts as a change, not an error.
    hash.update(existsSync(join(repo, file)) ? readFileSync(join(repo, file)) : '\0deleted');
  }
  return hash.digest('hex');
}

const packages = workspacePackages();
const shared = hashFiles(SHARED_INPUTS);
const keys = new Map();
/** A package's key from its own files and its dependencies' keys (null outside a git checkout). */
function combine(own, depKeys) {
  const parts = [shared, own, ...depKeys];
  return parts.includes(null) ? null : createHash('sha256').update(parts.join('\n')).digest('hex');
}
const ownKey = (pkg) => hashFiles([relative(repo, pkg.dir)]);
const depKeysOf = (pkg) => [...pkg.deps].sort().map(keyOf);
function keyOf(name) {
  if (keys.has(name)) return keys.get(name);
  const pkg = packages.get(name);
  const key = combine(ownKey(pkg), depKeysOf(pkg));
  keys.set(name, key);
  return key;
}

const stampOf = (pkg) => join(pkg.dir, 'dist', STAMP);
function upToDate(pkg) {
  const key = keyOf(pkg.name);
  return key !== null && existsSync(stampOf(pkg)) && readFileSync(stampOf(pkg), 'utf8') === key;
}

/**
 * The builds' environment: what only publishing reads skipped (see above: BOX_SKIP_DECLARATIONS for the
 * declarations build, BOX_SKIP_LIBRARY for the library build), and a larger young generation for V8: Rollup and terser allocate short-lived objects by the million, and with
 * 64 MiB semi-spaces a widget's element build spends about a sixth less CPU collecting them.
 */
const BUILD_ENV = {
  ...process.env,
  BOX_SKIP_DECLARATIONS: '1',
  BOX_SKIP_LIBRARY: '1',
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
};

const running = new Set();

/**
 * Builds one package; resolves true once it is built and its key written, false if its build failed.
 * `report.built` and `report.failed` get its one line (a failure's with the build's whole output).
 */
export function build(pkg, report) {
  const started = Date.now();
  // The dependencies' keys as this build starts: one that changes meanwhile (its element generator rewrote a
  // committed file) makes the next start build this package again rather than skip it.
  const depKeys = depKeysOf(pkg);
  return new Promise((resolve) => {
    // In a process group of its own, so that stopBuilds() stops the bundlers pnpm starts, not pnpm alone.
    const child = spawn('pnpm', ['run', 'build'], { cwd: pkg.dir, env: BUILD_ENV, detached: true });
    running.add(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) {
        report.failed(`${pkg.name}: build failed (${seconds} s)\n${output}`);
        resolve(false);
        return;
      }
      // Its own files read again after the build: the element generator rewrites committed files of the
      // package, and the key written must be the one the next start computes.
      keys.clear();
      const key = combine(ownKey(pkg), depKeys);
      if (key !== null) writeFileSync(stampOf(pkg), key);
      report.built(`${pkg.name}: built in ${seconds} s`);
      resolve(true);
    });
  });
}

// No build waits for another: every workspace package exports its sources (`exports` → src/), so a build reads
// its dependencies' sources, never their dist/. What one build writes that another reads, an element package's
// custom-elements.json (the loader's tag list), is committed and changes only with the element's docs; when it
// does, the loader built beside it may have read the old list, and the next start builds the loader again (its
// key holds the dependencies' keys from before its build).
// The costliest first, so that short ones fill the slots at the end rather than one long build running alone: a
// rough cost, the steps of its build script (its commands and the Vite configs it names, each a bundler run) and its
// workspace dependencies (code to bundle), which puts tracking's three element builds and the host's eight
// dependencies first and the server last.
const cost = (pkg) => pkg.steps + pkg.deps.length;

/** The packages to build (costliest first) and the names of those whose last build is still current. */
export function planBuilds() {
  const queue = [...packages.values()]
    .filter((p) => p.build)
    .sort((a, b) => cost(b) - cost(a) || a.name.localeCompare(b.name));
  const skipped = [];
  const toBuild = queue.filter((pkg) => {
    if (!upToDate(pkg)) return true;
    skipped.push(pkg.name);
    return false;
  });
  return { toBuild, skipped };
}

/** The package's dist/ folder (created if missing): where its build key, and ./main.mjs's marker, live. */
export function distOf(pkg) {
  const dist = join(pkg.dir, 'dist');
  mkdirSync(dist, { recursive: true });
  return dist;
}

/** Stops every build still running (a start that ends, or fails, leaves none behind). */
export function stopBuilds() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
