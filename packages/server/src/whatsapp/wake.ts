/** The running WhatsApp workers of this process, woken right after a message is queued (as webhooks/wake.ts). */
const sleepers = new Set<() => void>();

export function onWhatsAppNudge(wake: () => void): () => void {
  sleepers.add(wake);
  return () => sleepers.delete(wake);
}

export function nudgeWhatsAppWorkers() {
  for (const wake of sleepers) wake();
}
