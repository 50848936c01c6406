import { maskPhone } from '@box/core/format';
import { CONTACT_MESSAGES, isValidEmail } from '@box/core/rules';
import type { TrackingRecipient } from '@box/core/schemas';

/** How many people one shipment's tracking link may be sent to (ours; the spec is silent). */
export const MAX_TRACKING_RECIPIENTS = 50;

export interface RecipientProblem {
  field: string;
  message: string;
}

/**
 * POST /shipments/trackings recipients, checked with the tag rules of the recipients input: each has an e-mail
 * (x@y.z) or a phone with area code (10–11 digits, mask optional), or both. Valid ones come back normalized
 * (trimmed e-mail, masked phone, no repeats); otherwise the problems, per field.
 */
export function normalizeRecipients(
  recipients: readonly TrackingRecipient[],
): { ok: true; recipients: TrackingRecipient[] } | { ok: false; problems: RecipientProblem[] } {
  const problems: RecipientProblem[] = [];
  if (recipients.length > MAX_TRACKING_RECIPIENTS) {
    problems.push({
      field: 'recipients',
      message: `Informe no máximo ${MAX_TRACKING_RECIPIENTS} destinatários.`,
    });
  }
  const normalized: TrackingRecipient[] = [];
  const seen = new Set<string>();
  recipients.forEach((recipient, i) => {
    const email = recipient.email?.trim() || null;
    const phoneText = recipient.phone?.trim() || null;
    const digits = phoneText?.replace(/\D/g, '') ?? '';
    if (email === null && phoneText === null) {
      problems.push({ field: `recipients.${i}`, message: 'Informe um e-mail ou um telefone.' });
      return;
    }
    if (email !== null && !isValidEmail(email)) {
      problems.push({ field: `recipients.${i}.email`, message: CONTACT_MESSAGES.email });
    }
    if (
      phoneText !== null &&
      (!/^[\d\s()+-]+$/.test(phoneText) || digits.length < 10 || digits.length > 11)
    ) {
      problems.push({ field: `recipients.${i}.phone`, message: CONTACT_MESSAGES.phone });
    }
    const value = {
      email: email?.toLowerCase() ?? null,
      phone: phoneText === null ? null : maskPhone(digits),
    };
    const key = `${value.email ?? ''}|${value.phone ?? ''}`;
    if (!seen.has(key)) {
      seen.add(key);
      normalized.push(value);
    }
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, recipients: normalized };
}
