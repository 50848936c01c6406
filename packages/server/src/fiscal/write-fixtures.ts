import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fiscalFixtureFiles } from './fixtures';

export const FISCAL_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/fiscal-xml/', import.meta.url));

/** Rewrites the fixture folder from fixtures.ts (README.md kept). `pnpm --filter @box/server fixtures` */
export function writeFiscalFixtures(dir = FISCAL_FIXTURES_DIR) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.xml')) rmSync(join(dir, name));
  for (const [name, content] of Object.entries(fiscalFixtureFiles())) writeFileSync(join(dir, name), content);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFiscalFixtures();
  console.log(`fixtures escritos em ${FISCAL_FIXTURES_DIR}`);
}
