import { PASSWORD_MESSAGES } from '@box/core/rules';
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/** zxcvbn-ts's list of common and leaked passwords (about 49,000), as a set on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.normalize('NFC').toLowerCase()));
  return common;
}

export const isCommonPassword = (password: string) =>
  commonPasswords().has(password.normalize('NFC').trim().toLowerCase());

/**
 * What the server adds to core's rules (equal, at least 8 characters, not only blanks) wherever a password is
 * set: refused when it is blanks only or on the list of common passwords, which is too big for a widget. Null
 * when acceptable, else core's message for the field.
 */
export function newPasswordProblem(password: string): string | null {
  if (password.trim() === '') return PASSWORD_MESSAGES.blank;
  if (isCommonPassword(password)) return PASSWORD_MESSAGES.common;
  return null;
}
