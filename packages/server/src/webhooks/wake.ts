import { createNudgeChannel } from '../outbox/nudge';

/** Wakes this process's webhook workers right after an emission, so a delivery does not wait for a poll. */
export const webhookNudges = createNudgeChannel();
