import { formatCnpj as formatCnpjBr } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as formatCpfBr } from '@brazilian-utils/brazilian-utils/format-cpf';

/**
 * Display formats of Brazilian documents (SPEC §5): CPF 000.000.000-00, CNPJ 00.000.000/0000-00. What the API
 * stores may be bare digits or already masked; a value that is not a whole CPF/CNPJ is shown as it is.
 */

const digitsOf = (value: string) => value.replace(/\D/g, '');
// Since July 2026 the first 12 characters of a CNPJ may be letters (alphanumeric CNPJ).
const CNPJ_CHARS = /^[0-9A-Z]{12}\d{2}$/;

/**
 * Which document a value is, masked or not: 11 digits a CPF, 14 characters (12 may be letters) a CNPJ. Only
 * digits, letters and the mask's separators count, so a labelled 'CPF: 123…' is no alphanumeric CNPJ.
 */
function documentKind(value: string): 'cpf' | 'cnpj' | null {
  if (!/^[0-9A-Za-z./-]+$/.test(value.trim())) return null;
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (/^\d{11}$/.test(chars)) return 'cpf';
  return CNPJ_CHARS.test(chars) ? 'cnpj' : null;
}

/** 000.000.000-00; anything but 11 digits comes back unchanged. */
export function formatCpf(value: string): string {
  // Digits only, not documentKind: the order page's bundle carries this one alone (its byte budget is tight).
  const digits = digitsOf(value);
  return digits.length === 11 && !/[A-Z]/i.test(value) ? formatCpfBr(digits) : value;
}

/** 00.000.000/0000-00 (letters kept, upper-cased); anything but a 14-character CNPJ comes back unchanged. */
export function formatCnpj(value: string): string {
  if (documentKind(value) !== 'cnpj') return value;
  return formatCnpjBr(value.toUpperCase().replace(/[^0-9A-Z]/g, ''), { version: 2 });
}

/** A CPF or a CNPJ, told apart by length (11 digits or 14 characters); anything else unchanged. */
export function formatDocument(value: string): string {
  return documentKind(value) === 'cpf' ? formatCpf(value) : formatCnpj(value);
}

/** How many trailing characters of a document number stay readable on a public page. */
export const VISIBLE_DOCUMENT_CHARS = 3;

/**
 * A document number for a public page (LGPD data minimisation): every letter or digit but the last three becomes
 * '•' and separators stay, so a CPF reads '•••.•••.••9-01'. A leading label is kept ('RG 12.345.678-9' reads
 * 'RG ••.•••.•78-9'); a bare CPF/CNPJ is formatted first. Text without a digit is no document number: kept.
 */
export function redactDocument(value: string): string {
  if (!/\d/.test(value)) return value;
  const [, label = '', number = value] = documentKind(value)
    ? []
    : (/^(\p{L}*[\s:.-]*)(.*)$/su.exec(value) ?? []);
  const shown = formatDocument(number);
  let visible = VISIBLE_DOCUMENT_CHARS;
  let out = '';
  for (let i = shown.length - 1; i >= 0; i--) {
    const ch = shown[i] as string;
    out = (/[\p{L}\d]/u.test(ch) && visible-- <= 0 ? '•' : ch) + out;
  }
  return label + out;
}
