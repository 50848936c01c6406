import { perDatabase } from '../db/per-database';

/** One run per key at a time: calls with the same key that overlap share it. */
export type Flight<T> = (key: string, run: () => Promise<T>) => Promise<T>;

/**
 * Calls with the same key that overlap share one run: the first starts it, the others wait for its result.
 * Nothing is kept once it settles, so an answer is never older than the run in progress when it was asked for.
 */
export function singleFlight<T>(): Flight<T> {
  const running = new Map<string, Promise<T>>();
  return (key, run) => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/**
 * A flight per database: apps in one process over different databases (the tests) never share an answer.
 * Module-level, as the answers it shares are the database's, not a request's.
 */
export function singleFlightPerDatabase<T>(): (db: object) => Flight<T> {
  return perDatabase(() => singleFlight<T>());
}
