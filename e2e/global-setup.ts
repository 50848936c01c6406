// Playwright's global setup (playwright.config.ts): the server is built once here, before the workers start, so
// that two workers never build it at once (tsup empties dist/ while the other worker's server may be loading it).
// The workers inherit the variable set here and skip their own build (e2e/support/product.ts). `pnpm test`
// (scripts/test-all.mjs) sets it itself when its build step, which builds the server too, has just passed. It also
// seeds the demo data once, for every product of the run to start on a copy.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedDemoTemplate } from './support/product';

const repo = fileURLToPath(new URL('..', import.meta.url));

export default async function globalSetup() {
  if (process.env.E2E_SERVER_BUILT !== '1') {
    const build = spawnSync('pnpm', ['--filter', '@box/server', 'build'], { cwd: repo, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}${build.stderr}`);
    process.env.E2E_SERVER_BUILT = '1';
  }
  // The demo data seeded once; every product of the run starts on a copy (e2e/support/product.ts).
  const template = await seedDemoTemplate();
  process.env.E2E_DEMO_TEMPLATE = template;
  return () => rmSync(template, { recursive: true, force: true });
}
