/** The running workers of this process, woken right after an emission so a delivery does not wait for a poll. */
const sleepers = new Set<() => void>();

export function onWebhookNudge(wake: () => void): () => void {
  sleepers.add(wake);
  return () => sleepers.delete(wake);
}

export function nudgeWebhookWorkers() {
  for (const wake of sleepers) wake();
}
