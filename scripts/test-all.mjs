// `pnpm test`: every suite in turn, then one closing line 'N passed, N failed' over all of them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const out = mkdtempSync(join(tmpdir(), 'box-test-'));
let passed = 0;
let failed = 0;
let broken = false;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) broken = true;
  return r.status === 0;
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

const unit = join(out, 'unit.json');
run('unit, component and API tests', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${unit}`,
]);
count(unit);

if (run('lint', 'pnpm', ['lint'])) passed += 1;
else failed += 1;

if (run('typecheck', 'pnpm', ['typecheck'])) passed += 1;
else failed += 1;

if (run('build (host and widget bundles)', 'pnpm', ['build'])) passed += 1;
else failed += 1;

// Every element's bytes against bench/budgets.json (scripts/check-budgets.ts), on the build just made.
if (run('bundle budgets', 'pnpm', ['budgets'])) passed += 1;
else failed += 1;

if (run('storybook build', 'pnpm', ['build-storybook'])) passed += 1;
else failed += 1;

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

const e2e = join(out, 'e2e.json');
run('end-to-end in Chromium', 'pnpm', ['test:e2e'], { E2E_REPORT: e2e });
countPlaywright(e2e);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
