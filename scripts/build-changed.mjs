// `pnpm start`'s build: builds only the packages whose inputs changed since their last build, in dependency order,
// one short line each (a failed build prints its whole output). A package's inputs are its files (git's tracked
// and untracked ones, .gitignore'd outputs left out, tests too), the repo-wide build inputs below and its
// workspace dependencies' own keys, so a change in @box/ui rebuilds every widget and the host after it. The key
// is written into the package's dist/ after a successful build: a cleaned dist/ builds again. The widgets'
// declarations (dist/index.d.ts) are left out, as nothing started reads them. `pnpm build` stays the full build
// (CI, bench, publishing), which writes no key.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
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
    all.set(pkg.name, { name: pkg.name, dir, build: Boolean(pkg.scripts?.build), deps });
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
function keyOf(name) {
  if (keys.has(name)) return keys.get(name);
  const pkg = packages.get(name);
  const own = hashFiles([relative(repo, pkg.dir)]);
  const parts = [shared, own, ...pkg.deps.sort().map(keyOf)];
  const key = parts.includes(null) ? null : createHash('sha256').update(parts.join('\n')).digest('hex');
  keys.set(name, key);
  return key;
}

const stampOf = (pkg) => join(pkg.dir, 'dist', STAMP);
function upToDate(pkg) {
  const key = keyOf(pkg.name);
  return key !== null && existsSync(stampOf(pkg)) && readFileSync(stampOf(pkg), 'utf8') === key;
}

function build(pkg) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', 'build'], {
      cwd: pkg.dir,
      env: { ...process.env, BOX_SKIP_DECLARATIONS: '1' },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (code !== 0) {
        console.error(`${pkg.name}: build failed (${seconds} s)\n${output}`);
        resolve(false);
        return;
      }
      // Read again after the build: the element generator rewrites committed files of the package, and the key
      // written must be the one the next start computes.
      keys.clear();
      const key = keyOf(pkg.name);
      if (key !== null) writeFileSync(stampOf(pkg), key);
      console.log(`${pkg.name}: built in ${seconds} s`);
      resolve(true);
    });
  });
}

// A package that builds nothing (core, ui) is read from source by the others: it never waits.
const pending = new Map([...packages.values()].filter((p) => p.build).map((p) => [p.name, p]));
const skipped = [];
const running = new Set();
let failed = false;
const slots = Math.max(1, Math.min(availableParallelism(), 4));
const started = Date.now();

await new Promise((done) => {
  const next = () => {
    // Passes until one starts or skips nothing more: a skipped package may unblock one listed before it.
    let progress = true;
    while (progress && !failed && running.size < slots) {
      progress = false;
      for (const pkg of pending.values()) {
        if (running.size >= slots) break;
        if (pkg.deps.some((d) => pending.has(d) || running.has(d))) continue;
        pending.delete(pkg.name);
        progress = true;
        if (upToDate(pkg)) {
          skipped.push(pkg.name);
          continue;
        }
        running.add(pkg.name);
        build(pkg).then((ok) => {
          running.delete(pkg.name);
          if (!ok) failed = true;
          next();
        });
      }
    }
    if (running.size === 0) done();
  };
  next();
});

if (failed) process.exit(1);
if (skipped.length) console.log(`unchanged since their last build: ${skipped.join(', ')}`);
console.log(`build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
