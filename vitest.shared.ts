import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject, mergeConfig, type UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * happy-dom with one window per worker (test/dom-environment.ts). Named by a '/@fs/' path: a worker loads a custom
 * environment through a loader it keeps for every later file, bound to the first file's RPC channel; for any
 * other path outside the project's root that loader asks that closed channel to resolve it again, and times out
 * (Vitest 3.2 without isolation), while a '/@fs/' path it takes as resolved.
 */
const DOM_ENVIRONMENT = `/@fs${root}test/dom-environment.ts`;

/**
 * Test files that need modules and a window of their own: those that replace modules with `vi.mock` (a project's
 * other files share their workers' modules, below, so a mock would reach every file after it in the same worker),
 * and those that register tags other files register with other classes (a worker's files share one registry).
 * They run in a project of their own per package (`isolatedFilesOf`), each file with fresh modules and window.
 */
const ISOLATED = '**/*.isolated.test.{ts,tsx}';

function preset(name: string, environment: 'node' | 'happy-dom'): UserWorkspaceConfig {
  return defineProject({
    test: {
      name,
      environment: environment === 'happy-dom' ? DOM_ENVIRONMENT : environment,
      globals: true,
      setupFiles: environment === 'happy-dom' ? [`${root}test/setup-dom.ts`] : [],
      pool: 'threads',
      restoreMocks: true,
      // Above the 5 s wait of test/setup-dom.ts, so a slow lazy chunk reports what it waited for, not a timeout.
      testTimeout: 15_000,
      // CI runs on two busy cores: a test whose wait loses to the load gets one more try there, and
      // scripts/flaky-tests-reporter.ts names it in the output. Locally a failure is a failure.
      retry: process.env.CI ? 1 : 0,
    },
  });
}

/**
 * The one test preset every package extends: globals, cleanup, DOM or node environment. A worker imports the
 * project's modules once and runs file after file on them (no isolation), in one happy-dom window that is emptied
 * between files (test/dom-environment.ts): every project but the server's took 161-169 s wall / 228-236 s CPU so,
 * against 278 s / 524 s with a fresh worker thread per file (this machine, 2026-11-29).
 */
export function boxProject(name: string, environment: 'node' | 'happy-dom', extra: UserWorkspaceConfig = {}) {
  const files: UserWorkspaceConfig = {
    test: {
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: [...configDefaults.exclude, ISOLATED],
      isolate: false,
    },
  };
  return mergeConfig(mergeConfig(preset(name, environment), files), extra);
}

/**
 * A package's `*.isolated.test` files (ISOLATED), each with fresh modules and a new happy-dom window: the package's
 * own project (its `vitest.config.ts`, so the two never differ in options) with only the files and isolation changed.
 */
export function isolatedFilesOf(project: UserWorkspaceConfig): UserWorkspaceConfig {
  return {
    ...project,
    test: {
      ...project.test,
      name: `${project.test?.name} (isolated)`,
      include: [`src/${ISOLATED}`],
      exclude: configDefaults.exclude,
      isolate: true,
      environmentOptions: { ...project.test?.environmentOptions, boxDom: { keepWindow: false } },
    },
  };
}
