import { maskPhone } from '@box/core/format';
import { parseRecipient } from '@box/core/rules';
import type { TrackingRecipient } from '@box/core/schemas';

export const RECIPIENTS_TEXTS = {
  label: 'Destinatários (e-mail ou telefone)',
  hint: 'Digite um e-mail ou telefone com DDD e tecle Enter.',
  invalid: 'Informe um e-mail válido ou um telefone com DDD.',
  remove: (text: string) => `Remover ${text}`,
} as const;

/** How a recipient tag reads: the e-mail, or the phone masked. */
export const recipientText = (recipient: TrackingRecipient) =>
  recipient.email ?? (recipient.phone ? maskPhone(recipient.phone) : '');

const sameRecipient = (a: TrackingRecipient, b: TrackingRecipient) =>
  (a.email ?? '').toLowerCase() === (b.email ?? '').toLowerCase() && (a.phone ?? '') === (b.phone ?? '');

/** Adds what was typed as a tag: null when it is neither an e-mail nor a phone; a repeated one is kept once. */
export function addRecipient(list: readonly TrackingRecipient[], typed: string): TrackingRecipient[] | null {
  const recipient = parseRecipient(typed);
  if (!recipient) return null;
  return list.some((other) => sameRecipient(other, recipient)) ? [...list] : [...list, recipient];
}

/** Whether two recipient lists differ (the modal submits only a change). */
export function recipientsChanged(a: readonly TrackingRecipient[], b: readonly TrackingRecipient[]): boolean {
  return (
    a.length !== b.length || a.some((recipient, i) => !sameRecipient(recipient, b[i] as TrackingRecipient))
  );
}
