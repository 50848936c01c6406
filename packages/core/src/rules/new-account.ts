import { isValidCnpj } from './cnpj';
import { isValidEmail } from './contact';
import { PASSWORD_MESSAGES, validatePasswordChange } from './password';

/** The super admin's 'Cadastrar nova conta' form (SPEC §2/§6): a customer and its first user. */
export interface NewAccountForm {
  razaoSocial: string;
  nickname: string;
  /** Optional here: the finance info form asks for it before the first order. */
  cnpj: string;
  userName: string;
  email: string;
  password: string;
  passwordRepeat: string;
}

export type NewAccountField = keyof NewAccountForm;

/** What the server stores: trimmed texts, CNPJ without its mask (or null), e-mail lower-cased. */
export interface NewAccount {
  razaoSocial: string;
  nickname: string;
  cnpj: string | null;
  userName: string;
  email: string;
  password: string;
}

export const NEW_ACCOUNT_MESSAGES = {
  required: 'Campo obrigatório.',
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  cnpj: 'CNPJ inválido.',
  email: 'E-mail inválido.',
  emailInUse: 'Este e-mail já está em uso.',
} as const;

/** Longest value per field; the password's bound keeps a hostile form from making the server hash megabytes. */
export const NEW_ACCOUNT_MAX_LENGTH: Record<NewAccountField, number> = {
  razaoSocial: 255,
  nickname: 100,
  cnpj: 18,
  userName: 100,
  email: 320,
  password: 128,
  passwordRepeat: 128,
};

const REQUIRED: readonly NewAccountField[] = ['razaoSocial', 'nickname', 'userName', 'email'];

/**
 * Checks the form as the server will store it: required texts, lengths, a valid CNPJ when one is given
 * (alphanumeric too), an x@y.z e-mail, and the password rules of SPEC §5 with its texts (repeat equal, at least 8
 * characters). Errors are keyed by field, one message each.
 */
export function validateNewAccount(
  form: NewAccountForm,
): { ok: true; value: NewAccount } | { ok: false; fields: Partial<Record<NewAccountField, string>> } {
  const fields: Partial<Record<NewAccountField, string>> = {};
  const text = (field: NewAccountField) => form[field].trim();
  for (const field of REQUIRED) if (text(field) === '') fields[field] = NEW_ACCOUNT_MESSAGES.required;
  for (const [field, max] of Object.entries(NEW_ACCOUNT_MAX_LENGTH) as [NewAccountField, number][]) {
    if (!fields[field] && form[field].length > max) fields[field] = NEW_ACCOUNT_MESSAGES.tooLong(max);
  }
  const cnpj = text('cnpj');
  if (!fields.cnpj && cnpj !== '' && !isValidCnpj(cnpj)) fields.cnpj = NEW_ACCOUNT_MESSAGES.cnpj;
  if (!fields.email && !isValidEmail(text('email'))) fields.email = NEW_ACCOUNT_MESSAGES.email;
  const password = validatePasswordChange(form.password, form.passwordRepeat);
  if (!password.ok && !fields.password && !fields.passwordRepeat) {
    if (password.message === PASSWORD_MESSAGES.mismatch) fields.passwordRepeat = password.message;
    else fields.password = password.message;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      razaoSocial: text('razaoSocial'),
      nickname: text('nickname'),
      cnpj: cnpj === '' ? null : cnpj.toUpperCase().replace(/[^0-9A-Z]/g, ''),
      userName: text('userName'),
      email: text('email').toLowerCase(),
      password: form.password,
    },
  };
}
