// `pnpm test`: every suite, then a table of each step's wall and CPU time and one closing line
// 'N passed, N failed' over all of them. Every step but the end-to-end tests is CPU-bound, and on two cores the
// run is as short as the CPU it spends, so the steps run in two lanes that keep both cores busy from the start:
// the two Vitest runs (the API suites, then every other project; one worker more than the cores; output shown as it
// comes), and beside them lint, typecheck, the build and the Storybook build (their output shown when each ends).
// One after the other, the unit tests left the cores a quarter idle and the build's single-threaded tails a
// sixth (session 21: 692 s before the end-to-end tests, for 1,172 CPU-seconds). The build waits for typecheck
// (below); nothing Vitest reads is written by it but dist/ files read whole or not at all (the loader's manifest is
// renamed into place). The end-to-end tests follow, over the server the build just made (E2E_SERVER_BUILT: their
// global setup does not build it again), with the bundle budgets beside them: the budgets only read dist/. With one
// worker more than the cores (playwright.config.ts), the end-to-end tests keep two cores about 90 % busy
// (/proc/stat, 2026-11-30; their CPU figure in the table leaves Chromium out), so what runs beside them costs its
// own CPU, and the unit tests do not.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'box-test-'));
let passed = 0;
let failed = 0;
let broken = false;
const timings = [];
// GNU time gives each step's CPU time (user + system, children included) beside its wall time.
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : null;

/** Runs one step; `buffered` keeps its output until it ends, so two steps' lines never interleave. */
function run(label, cmd, args, { env = {}, buffered = false } = {}) {
  const timeFile = join(out, `time-${timings.length}.txt`);
  const entry = { label, ok: false, wall: 0, cpu: null };
  timings.push(entry);
  const [bin, argv] = TIME ? [TIME, ['-q', '-f', '%U %S', '-o', timeFile, cmd, ...args]] : [cmd, args];
  const started = Date.now();
  if (!buffered) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(bin, argv, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    child.on('close', (code) => {
      entry.ok = code === 0;
      entry.wall = (Date.now() - started) / 1000;
      try {
        const [user, sys] = readFileSync(timeFile, 'utf8').trim().split(/\s+/).slice(-2).map(Number);
        entry.cpu = user + sys;
      } catch {
        // no GNU time here: wall time only
      }
      if (buffered) console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}\n${output.trimEnd()}`);
      if (!entry.ok) broken = true;
      resolve(entry.ok);
    });
  });
}

/** A step that counts as one test: passed when it exits 0 (and says so). */
async function step(label, cmd, args, options) {
  const ok = await run(label, cmd, args, options);
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

/** Reads a Vitest JSON report. */
function count(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {
    failed += 1;
    broken = true;
    console.error(`no report at ${file}`);
  }
}

/**
 * Reads Playwright's JSON report: a test that passed on its retry counts as passed (the summary above names it
 * flaky), one that failed as failed, and an error outside any test (a broken config, a spec that does not
 * load) as one failure.
 */
function countPlaywright(file) {
  try {
    const { stats, errors } = JSON.parse(readFileSync(file, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected + (errors.length > 0 ? 1 : 0);
    if (stats.flaky > 0) console.log(`e2e: ${stats.flaky} flaky (passed on retry)`);
  } catch {
    failed += 1;
    broken = true;
    console.error(`no report at ${file}`);
  }
}

const unit = join(out, 'unit.json');
const api = join(out, 'api.json');
const vitest = (label, report, args) =>
  run(label, 'pnpm', [
    'exec',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/flaky-tests-reporter.ts',
    `--outputFile.json=${report}`,
  ]).then(() => count(report));
const sources = (async () => {
  await step('lint', 'pnpm', ['lint'], { buffered: true });
  await step('typecheck', 'pnpm', ['typecheck'], { buffered: true });
})();
// Two Vitest runs, one after the other, so their workers (one more than the cores in each) never share the cores:
// the API suites (server, and server-postgres when DATABASE_URL is set; child processes), then every other
// project (worker threads). Neither isolates its files (vitest.shared.ts): a worker imports a project's modules once
// and runs file after file on them, each file building its own app and database, or rendering into the one
// happy-dom window the worker keeps.
const tests = (async () => {
  await vitest('API tests', api, ['--project=server*']);
  await vitest('unit and component tests', unit, ['--project=!server*']);
})();
// The build waits for typecheck: both run `tsc -b`, which writes the declarations the build bundles (.tsbuild/), so
// after typecheck the build's own `tsc -b` only checks that they are current. Storybook's build follows it, so the
// lane beside Vitest holds about as much work as Vitest's.
const built = sources.then(() =>
  step('build (host and widget bundles)', 'pnpm', ['build'], { buffered: true }),
);
const storybook = built.then(() => step('storybook build', 'pnpm', ['build-storybook'], { buffered: true }));
const [buildPassed] = await Promise.all([built, storybook, tests]);

const e2e = join(out, 'e2e.json');
await Promise.all([
  run('end-to-end in Chromium', 'pnpm', ['test:e2e'], {
    env: { E2E_REPORT: e2e, ...(buildPassed ? { E2E_SERVER_BUILT: '1' } : {}) },
  }).then(() => countPlaywright(e2e)),
  // Every element's bytes against bench/budgets.json (scripts/check-budgets.ts), on the build just made.
  step('bundle budgets', 'pnpm', ['budgets'], { buffered: true }),
]);

console.log('\nstep                                 wall      CPU (user + sys)');
for (const t of timings) {
  const cpu = t.cpu === null ? '' : `${t.cpu.toFixed(0).padStart(6)} s`;
  console.log(
    `${`${t.label}${t.ok ? '' : ' (failed)'}`.padEnd(34)} ${t.wall.toFixed(0).padStart(6)} s ${cpu}`,
  );
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
