import { createNudgeChannel } from '../outbox/nudge';

/** Wakes this process's WhatsApp workers right after a message is queued. */
export const whatsAppNudges = createNudgeChannel();
