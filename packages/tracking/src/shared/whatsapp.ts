/**
 * The wa.me link that opens a WhatsApp chat with `phone` (any formatting: '+55 11 90000-0000') and a message
 * typed in. Null when the number has too few digits to be a phone, so no broken link is shown.
 */
export function whatsappUrl(phone: string, message: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}
