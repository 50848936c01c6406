// `pnpm start`: builds what changed (./builds.mjs) and starts the reference server as soon as the portal's own
// builds, the host app and the server, are done. The rest, each widget's standalone bundles and the element
// loader, is only loaded by partner pages and the integration examples (/widgets/*, /elements/*): it builds in the
// background meanwhile, and until a package is built its files answer 503 with Retry-After rather than 404
// (packages/server/src/static/build-marker.ts reads the marker written here).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, distOf, planBuilds, stopBuilds } from './builds.mjs';

const PORTAL = new Set(['@box/host', '@box/server']);
/**
 * The marker's name, as the server's static/build-marker.ts reads it, and its content: this process's pid, so a
 * start killed outright leaves no lasting 503.
 */
const MARKER = '.building';
const SERVER_DIR = fileURLToPath(new URL('../../packages/server', import.meta.url));

const cores = Math.max(1, Math.min(availableParallelism(), 4));
const started = Date.now();
const { toBuild, skipped } = planBuilds();
const portal = toBuild.filter((pkg) => PORTAL.has(pkg.name));
const widgets = toBuild.filter((pkg) => !PORTAL.has(pkg.name));

const markers = new Map(widgets.map((pkg) => [pkg.name, join(distOf(pkg), MARKER)]));
for (const file of markers.values()) writeFileSync(file, String(process.pid));
const unmark = (pkg) => {
  rmSync(markers.get(pkg.name), { force: true });
  markers.delete(pkg.name);
};
process.on('exit', () => {
  stopBuilds();
  for (const file of markers.values()) rmSync(file, { force: true });
});

let server = null;
function startServer() {
  if (skipped.length) console.log(`unchanged since their last build: ${skipped.join(', ')}`);
  const pending = [...markers.keys()];
  if (pending.length) {
    console.log(`still building in the background (the portal does not need them): ${pending.join(', ')}`);
  }
  console.log(`portal ready to start in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    stdio: 'inherit',
  });
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// The terminal's Ctrl-C reaches the server too (same process group); a signal sent to this process alone is
// passed on. Either way this process ends when the server has, with its exit code.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The builds it stops end as failures: nothing more is started, and they are not reported.
    stopping = true;
    stopBuilds();
    if (server) server.kill(signal);
    else process.exit(1);
  });
}

const failed = (line) => stopping || console.error(line);
const loud = { built: (line) => console.log(line), failed };
// Once the server has started, its output ends with the URL and the demo accounts: a widget built after that
// says nothing (a failure still does).
const quiet = { built: () => {}, failed };

// The portal's builds first; the widgets' fill the cores beside them. Once the server starts, one core is left to
// it (the demo database's first seeding, the first pages).
const queue = [...portal, ...widgets];
let portalLeft = portal.length;
const slots = () => (server ? Math.max(1, cores - 1) : cores);
async function worker(slot) {
  while (queue.length > 0 && slot < slots() && !stopping) {
    const pkg = queue.shift();
    const ok = await build(pkg, server ? quiet : loud);
    if (PORTAL.has(pkg.name)) {
      if (!ok) process.exit(stopping ? 130 : 1);
      portalLeft -= 1;
      if (portalLeft === 0) startServer();
    } else {
      unmark(pkg);
    }
  }
}
if (portalLeft === 0) startServer();
await Promise.all(Array.from({ length: cores }, (_, slot) => worker(slot)));
