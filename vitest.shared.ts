import { fileURLToPath } from 'node:url';
import { defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The one test preset every package extends: globals, cleanup, DOM or node environment. */
export function boxProject(name: string, environment: 'node' | 'happy-dom', extra: UserWorkspaceConfig = {}) {
  return mergeConfig(
    defineProject({
      test: {
        name,
        environment,
        globals: true,
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: environment === 'happy-dom' ? [`${root}test/setup-dom.ts`] : [],
        // Each file isolated in a fresh worker thread rather than a fresh child process: every project but the
        // server's (--project='!server*', isolated) took 278 s wall / 524 s CPU against 308 s / 590 s with
        // forks, all 1,955 tests passing (in turns, 2026-11-29). The server's projects keep forks (see there).
        pool: 'threads',
        restoreMocks: true,
        // Above the 5 s wait of test/setup-dom.ts, so a slow lazy chunk reports what it waited for, not a timeout.
        testTimeout: 15_000,
        // CI runs on two busy cores: a test whose wait loses to the load gets one more try there, and
        // scripts/flaky-tests-reporter.ts names it in the output. Locally a failure is a failure.
        retry: process.env.CI ? 1 : 0,
      },
    }),
    extra,
  );
}
