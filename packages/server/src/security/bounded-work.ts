import pLimit from 'p-limit';

/** Thrown instead of queueing when the bounded queue is full; callers answer 503 with Retry-After. */
export class PasswordWorkBusy extends Error {
  constructor() {
    super('password hashing is saturated');
    this.name = 'PasswordWorkBusy';
  }
}

/** Seconds a refused caller is told to wait: a handful of hashes' time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * Runs at most `concurrency` jobs at once with at most `queue` more waiting; a job beyond that is refused at
 * once (rejects with PasswordWorkBusy) rather than waiting without bound.
 */
export function boundedWork(concurrency: number, queue: number) {
  const limit = pLimit(concurrency);
  return <T>(job: () => Promise<T>): Promise<T> => {
    if (limit.activeCount + limit.pendingCount >= concurrency + queue) {
      return Promise.reject(new PasswordWorkBusy());
    }
    return limit(job);
  };
}
