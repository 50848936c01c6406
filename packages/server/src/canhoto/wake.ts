import { createNudgeChannel } from '../outbox/nudge';

/** Wakes this process's SEFAZ event workers right after an event is queued, so it does not wait for a poll. */
export const sefazNudges = createNudgeChannel();
