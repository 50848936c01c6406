// `pnpm test:e2e`: Playwright Test over the end-to-end specs (playwright.config.ts, e2e/suite.spec.ts).
// `pnpm test:e2e wizard fiscal` runs only the tests whose name holds one of the words (case-insensitive), as
// Playwright's --grep; E2E_FULL_PAGE=1 takes whole-page screenshots (e2e/screenshots/) to look for overflow below
// the fold; E2E_REPORT=<file> also writes Playwright's JSON report there (counted by scripts/test-all.mjs).
import { spawnSync } from 'node:child_process';

const words = process.argv.slice(2);
const literally = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// Playwright reads a bare pattern case-insensitively.
const grep = words.length ? ['--grep', words.map(literally).join('|')] : [];
const run = spawnSync('pnpm', ['exec', 'playwright', 'test', ...grep], { stdio: 'inherit' });
process.exit(run.status ?? 1);
