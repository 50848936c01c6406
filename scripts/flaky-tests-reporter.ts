import type { Reporter, TestModule } from 'vitest/node';

/**
 * Names every test that passed only on its retry (CI retries once: vitest.shared.ts), so a flaky test is seen in
 * the run's output and gets fixed, instead of passing silently.
 */
export default class FlakyTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (test.diagnostic()?.flaky)
          flaky.push(`${module.moduleId.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
      }
    }
    if (flaky.length === 0) return;
    console.log(`\nunit: ${flaky.length} flaky (passed on retry):\n  ${flaky.join('\n  ')}`);
  }
}
