/**
 * Wakes the running workers of one outbox in this process right after a row is queued, so a delivery does not
 * wait for the next poll. One channel per outbox (webhooks, WhatsApp): queuing a message wakes only its workers.
 */
export interface NudgeChannel {
  /** Called by a worker: `wake` runs on every nudge until the returned function is called. */
  onNudge(wake: () => void): () => void;
  /** Called after queuing rows. */
  nudge(): void;
}

export function createNudgeChannel(): NudgeChannel {
  const sleepers = new Set<() => void>();
  return {
    onNudge(wake) {
      sleepers.add(wake);
      return () => sleepers.delete(wake);
    },
    nudge() {
      for (const wake of sleepers) wake();
    },
  };
}
