import { isValidCnpj as isValidCnpjBr } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { fail, ok, type Result } from './result';

/**
 * A CNPJ, masked or not. @brazilian-utils/brazilian-utils 2.4 validates the alphanumeric CNPJ (letters in the
 * first 12 characters, IN RFB 2.229/2024) when asked with `version: 2`, and the numeric one with either
 * version, so we always ask for 2: from July 2026 new companies may get alphanumeric numbers.
 */
export const isValidCnpj = (value: string): boolean => isValidCnpjBr(value.toUpperCase(), { version: 2 });

export const CNPJ_INVALID_MESSAGE = 'CNPJ inválido.';

/** The CNPJ's 14 characters, upper-cased, without the mask. */
export function validateCnpj(value: string): Result<string, 'InvalidCnpj'> {
  return isValidCnpj(value)
    ? ok(value.toUpperCase().replace(/[^0-9A-Z]/g, ''))
    : fail('InvalidCnpj', CNPJ_INVALID_MESSAGE);
}
