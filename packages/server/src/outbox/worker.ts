import type { NudgeChannel } from './nudge';

/** After a nudge: once soon (the queuing transaction has usually committed), once more in case it had not. */
const NUDGE_DELAYS_MS = [150, 1_000];

export interface OutboxWorker {
  /** Runs a round now (after the one in progress); resolves when it is done. */
  kick(): Promise<void>;
  /** No round starts from now on; resolves when the one in progress has ended. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  /** Claims and delivers up to `batchSize` due rows; resolves to how many it took. */
  round: (batchSize: number) => Promise<number>;
  batchSize: number;
  pollMs: number;
  /** The outbox's channel: its queuing code nudges it. */
  nudges: NudgeChannel;
  /** A failed round (the database was unreachable, say): logged; its rows stay due for the next round. */
  onRoundError: (error: unknown) => void;
}

/**
 * Delivers an outbox's due rows every `pollMs` and right after this process queues one. Rounds never overlap
 * within a worker; workers of several processes share the rows through the round's row locks (SKIP LOCKED).
 */
export function startOutboxWorker({
  round,
  batchSize,
  pollMs,
  nudges,
  onRoundError,
}: OutboxWorkerOptions): OutboxWorker {
  let stopped = false;
  let again = false;
  let current: Promise<void> | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const drain = async () => {
    do {
      again = false;
      try {
        // A full batch means more may be due: take the next at once.
        while (!stopped && (await round(batchSize)) === batchSize) {}
      } catch (error) {
        onRoundError(error);
      }
    } while (again && !stopped);
  };
  const kick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = drain().finally(() => {
      current = null;
    });
    return current;
  };
  const later = (ms: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const poll = setInterval(() => void kick(), pollMs);
  poll.unref();
  const unsubscribe = nudges.onNudge(() => {
    for (const ms of NUDGE_DELAYS_MS) later(ms);
  });
  later(0);
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(poll);
      for (const timer of timers) clearTimeout(timer);
      unsubscribe();
      await current;
    },
  };
}
