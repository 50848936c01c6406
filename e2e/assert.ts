/** Tiny assertion helpers for the end-to-end specs (the runner counts a thrown error as a failure). */
export function expectTrue(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  if (actual !== expected)
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
