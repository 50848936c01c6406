import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test project per package plus the host and the scripts; the server's API suite runs a second time
    // against a real PostgreSQL server when DATABASE_URL names one (.ci/run sets it when 127.0.0.1:5432 answers).
    projects: [
      'packages/*/vitest.config.ts',
      'host/vitest.config.ts',
      'scripts/vitest.config.ts',
      ...(process.env.DATABASE_URL ? ['packages/server/vitest.postgres.config.ts'] : []),
    ],
    // Vitest's default is one worker fewer than the cores (it keeps one for its own process): ONE worker on a
    // 2-core machine, the second core idle for the whole run. The main process only transforms and reports, so a
    // worker per core keeps every core busy; each server test file's PGlite holds ~0.75 GiB, so the count stays
    // at the cores and no higher. VITEST_MAX_FORKS still overrides it.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
  },
});
