/** Tiny assertion helpers for the end-to-end specs (the runner counts a thrown error as a failure). */
export function expectTrue(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

/**
 * Polls `check` until it holds (or `timeoutMs` passes, then fails with `message`): for screens that settle a
 * little after an input (debounced searches, deferred renders), instead of a fixed sleep that is sometimes short.
 */
export async function eventually(check: () => Promise<boolean>, message: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
