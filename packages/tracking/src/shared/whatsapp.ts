/**
 * The wa.me link that opens a WhatsApp chat with `phone` (any formatting: '+55 11 90000-0000') and a message
 * typed in. Null when no number was given (there is no default: a page without one offers no WhatsApp) or when
 * it has too few digits to be a phone, so no broken link is shown.
 */
export function whatsappUrl(phone: string | undefined, message: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
