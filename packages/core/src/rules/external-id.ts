import { EXTERNAL_ID_MAX_LENGTH } from '../catalogues/constants';
import { fail, ok, type Result } from './result';

export const EXTERNAL_ID_MESSAGES = {
  tooLong: `O código externo deve ter no máximo ${EXTERNAL_ID_MAX_LENGTH} caracteres.`,
  required: 'Informe o código externo.',
} as const;

/**
 * SPEC §5 external id: at most 80 characters. The spec reads it both as optional and as required, so the
 * caller says which (the request form: optional; the super batch groups by it: required). Empty → null.
 */
export function validateExternalId(
  value: string,
  options: { required?: boolean } = {},
): Result<string | null, 'ExternalIdTooLong' | 'ExternalIdRequired'> {
  const text = value.trim();
  if (text === '')
    return options.required ? fail('ExternalIdRequired', EXTERNAL_ID_MESSAGES.required) : ok(null);
  if (text.length > EXTERNAL_ID_MAX_LENGTH) return fail('ExternalIdTooLong', EXTERNAL_ID_MESSAGES.tooLong);
  return ok(text);
}
