import { PASSWORD_MIN_LENGTH } from '../catalogues/constants';
import { fail, ok, type Result } from './result';

/** SPEC §5 texts, to the letter (the spec writes "minímo"). */
export const PASSWORD_MESSAGES = {
  mismatch: 'Falha: as senhas devem ser iguais.',
  tooShort: 'Falha: a senha deve conter no minímo 8 caracteres.',
} as const;

/** New and repeat must be equal (checked first), then at least 8 characters. */
export function validatePasswordChange(
  newPassword: string,
  repeat: string,
): Result<string, 'PasswordMismatch' | 'PasswordTooShort'> {
  if (newPassword !== repeat) return fail('PasswordMismatch', PASSWORD_MESSAGES.mismatch);
  if (newPassword.length < PASSWORD_MIN_LENGTH) return fail('PasswordTooShort', PASSWORD_MESSAGES.tooShort);
  return ok(newPassword);
}
