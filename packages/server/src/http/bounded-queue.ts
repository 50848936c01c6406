import { API_ERROR_CODE, type ApiErrorBody } from '@box/core/schemas';
import type { MiddlewareHandler } from 'hono';

export interface QueueLimits {
  /** Requests served at once; the others wait their turn, first come first served. */
  running: number;
  /** Requests that may wait; one more is told at once to come back later. */
  waiting: number;
  /** A request that waited this long is told to come back later instead of waiting on. */
  maxWaitMs: number;
}

/**
 * The embedded PGlite runs one statement at a time in this process: a few requests at once keep it busy (while
 * one waits for the database another prints its answer), more only lengthen every request's wait. PostgreSQL
 * serves the pool's connections in parallel and queues in the pool, so its bound is only there against an
 * unbounded pile-up. Both wait less than a browser's time-out (the API client gives up after 30 s).
 */
export const QUEUE_LIMITS: Record<'pglite' | 'postgres', QueueLimits> = {
  pglite: { running: 4, waiting: 1000, maxWaitMs: 8_000 },
  postgres: { running: 100, waiting: 2000, maxWaitMs: 8_000 },
};

/** Seconds a client told 'busy' should wait before asking again. */
export const BUSY_RETRY_AFTER_S = 2;

export const BUSY: ApiErrorBody = {
  code: API_ERROR_CODE.RATE_LIMITED,
  message: 'O servidor está ocupado no momento. Tente novamente em alguns segundos.',
};

/**
 * Admits at most `running` requests at once; the rest wait in order, up to `waiting` of them and `maxWaitMs`
 * each. Past either bound the answer is a 503 JSON error with Retry-After, never a request left hanging.
 */
export function boundedQueue(limits: QueueLimits): MiddlewareHandler {
  let running = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    // The slot passes straight to the next in line, so a newcomer cannot overtake those waiting.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  const turn = () =>
    new Promise<boolean>((resolve) => {
      const go = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = queue.indexOf(go);
        if (at >= 0) queue.splice(at, 1);
        resolve(false);
      }, limits.maxWaitMs);
      queue.push(go);
    });

  return async (c, next) => {
    if (running < limits.running) {
      running += 1;
    } else if (queue.length >= limits.waiting || !(await turn())) {
      c.header('Retry-After', String(BUSY_RETRY_AFTER_S));
      return c.json(BUSY, 503);
    }
    try {
      await next();
    } finally {
      release();
    }
  };
}
