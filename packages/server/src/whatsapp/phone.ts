/**
 * A Brazilian phone as saved for tracking recipients ('(11) 98765-4321', 10–11 digits with the area code,
 * maybe with +55) in E.164 ('+5511987654321'); null when it is not one. No phone library is a dependency, and
 * recipients' phones are Brazilian by the recipients input's own rule (domain/tracking-recipients.ts).
 */
export function brazilianE164(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  // Trunk prefix written before the area code ('0 11 …').
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length !== 10 && digits.length !== 11) return null;
  // Area codes are 11–99 (no zero in either digit); an 11-digit number is a mobile, starting with 9.
  if (!/^[1-9][1-9]/.test(digits)) return null;
  if (digits.length === 11 && digits[2] !== '9') return null;
  return `+55${digits}`;
}
