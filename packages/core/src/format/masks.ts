/**
 * Input masks of SPEC §5, applied as the user types: each takes whatever is in the field and returns the
 * masked text with what fits.
 */

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** 'HH:mm' mask ##:## */
export function maskTime(input: string): string {
  const d = digitsOf(input).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}:${d.slice(2)}` : d;
}

/** CEP mask #####-### */
export function maskCep(input: string): string {
  const d = digitsOf(input).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

/**
 * CNPJ mask ##.###.###/####-##. Since July 2026 the first 12 characters may be letters (alphanumeric CNPJ),
 * so letters are kept (upper-cased) there; the two check digits stay digits.
 */
export function maskCnpj(input: string): string {
  const chars = input.toUpperCase().replace(/[^0-9A-Z]/g, '');
  let base = '';
  for (const ch of chars) {
    if (base.length < 12) base += ch;
    else if (base.length < 14 && /\d/.test(ch)) base += ch;
  }
  const parts = [base.slice(0, 2), base.slice(2, 5), base.slice(5, 8), base.slice(8, 12), base.slice(12, 14)];
  let out = parts[0] ?? '';
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}

/** Phone mask (##) ####-#### for 10 digits, (##) #####-#### for 11 (SPEC §5). */
export function maskPhone(input: string): string {
  const d = digitsOf(input).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length > split ? `${area}${rest.slice(0, split)}-${rest.slice(split)}` : `${area}${rest}`;
}

/** An access key in groups of 4, as DANFE prints it. */
export function formatAccessKey(key: string): string {
  return key.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
