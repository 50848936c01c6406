import { PASSWORD_MIN_LENGTH } from '../catalogues/constants';
import { fail, ok, type Result } from './result';

/** SPEC §5 texts, to the letter (the spec writes "minímo"); then ours for the rules added since (ASVS 5 V6.2). */
export const PASSWORD_MESSAGES = {
  mismatch: 'Falha: as senhas devem ser iguais.',
  tooShort: 'Falha: a senha deve conter no minímo 8 caracteres.',
  blank: 'Falha: a senha não pode ser formada só por espaços.',
  /** The server checks a list of common and leaked passwords (too big for a widget). */
  common: 'Falha: essa senha é muito comum e fácil de adivinhar. Escolha outra.',
  currentMissing: 'Falha: informe a sua senha atual.',
  currentWrong: 'Falha: a senha atual não confere.',
} as const;

export type PasswordProblemCode = 'PasswordMismatch' | 'PasswordTooShort' | 'PasswordBlank';

/** New and repeat must be equal (checked first), then at least 8 characters, and not only blanks. */
export function validatePasswordChange(
  newPassword: string,
  repeat: string,
): Result<string, PasswordProblemCode> {
  if (newPassword !== repeat) return fail('PasswordMismatch', PASSWORD_MESSAGES.mismatch);
  if (newPassword.length < PASSWORD_MIN_LENGTH) return fail('PasswordTooShort', PASSWORD_MESSAGES.tooShort);
  if (newPassword.trim() === '') return fail('PasswordBlank', PASSWORD_MESSAGES.blank);
  return ok(newPassword);
}
