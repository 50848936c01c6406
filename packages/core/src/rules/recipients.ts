import { maskPhone } from '../format/masks';
import type { TrackingRecipient } from '../schemas/merchandise';
import { parseRecipient } from './contact';

/** How a tracking recipient reads: the e-mail, or the phone masked. */
export const recipientText = (recipient: TrackingRecipient) =>
  recipient.email ?? (recipient.phone ? maskPhone(recipient.phone) : '');

const sameRecipient = (a: TrackingRecipient, b: TrackingRecipient) =>
  (a.email ?? '').toLowerCase() === (b.email ?? '').toLowerCase() && (a.phone ?? '') === (b.phone ?? '');

/** Adds what was typed: null when it is neither an e-mail nor a phone with area code; a repeat is kept once. */
export function addTrackingRecipient(
  list: readonly TrackingRecipient[],
  typed: string,
): TrackingRecipient[] | null {
  const recipient = parseRecipient(typed);
  if (!recipient) return null;
  return list.some((other) => sameRecipient(other, recipient)) ? [...list] : [...list, recipient];
}

/** Whether two recipient lists differ (SPEC §2: the recipients modal submits only a change). */
export function trackingRecipientsChanged(
  a: readonly TrackingRecipient[],
  b: readonly TrackingRecipient[],
): boolean {
  return (
    a.length !== b.length || a.some((recipient, i) => !sameRecipient(recipient, b[i] as TrackingRecipient))
  );
}
