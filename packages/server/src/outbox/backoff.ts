/**
 * Waits between attempts after a failure (Standard Webhooks' suggested schedule): 8 attempts over about 27 hours,
 * so a receiver down for a whole day still gets the event. The n-th failed attempt waits RETRY_DELAYS_MS[n - 1].
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/**
 * When to try again after the `attempts`-th attempt failed at `now`; null = give up ('failed'). A delivery sent
 * again by hand ('Reenviar') keeps its count, so once the schedule is used up a failed resend is final at once.
 */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
