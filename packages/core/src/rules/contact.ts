import { PHONE_MIN_LENGTH } from '../catalogues/constants';
import { EMAIL_PATTERN } from '../schemas/primitives';
import { fail, ok, type Result } from './result';

export const CONTACT_MESSAGES = {
  phone: 'Telefone inválido.',
  email: 'E-mail inválido.',
} as const;

/** SPEC §5 "E-mail format x@y.z". */
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

export function validateEmail(value: string): Result<string, 'InvalidEmail'> {
  return isValidEmail(value) ? ok(value.trim()) : fail('InvalidEmail', CONTACT_MESSAGES.email);
}

/**
 * SPEC §5 phone: the masked value must have at least 14 characters, i.e. '(11) 3456-7890' or
 * '(11) 93456-7890'. Returns the digits.
 */
export function validatePhone(masked: string): Result<string, 'InvalidPhone'> {
  const value = masked.trim();
  if (value.length < PHONE_MIN_LENGTH || !/^\(\d{2}\) \d{4,5}-\d{4}$/.test(value)) {
    return fail('InvalidPhone', CONTACT_MESSAGES.phone);
  }
  return ok(value.replace(/\D/g, ''));
}

/**
 * A tracking-recipient tag (SPEC §2): an e-mail, or a phone with area code (10–11 digits, mask optional).
 */
export function parseRecipient(input: string): { email: string | null; phone: string | null } | null {
  const value = input.trim();
  if (isValidEmail(value)) return { email: value, phone: null };
  const digits = value.replace(/\D/g, '');
  if (/^[\d\s()+-]+$/.test(value) && digits.length >= 10 && digits.length <= 11)
    return { email: null, phone: digits };
  return null;
}
