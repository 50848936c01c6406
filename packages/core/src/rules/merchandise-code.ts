import { CODE_INPUT_MAX_LENGTH, CODE_MAX_LENGTH, POSTAL_CODE_LENGTH } from '../catalogues/constants';
import { looksLikeAccessKey } from './access-key';
import { type Fail, fail, ok, type Result } from './result';

/** SPEC §5: letters without accents, digits and - * @ _ only. */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9*@_-]+$/;

export const PRODUCT_CODE_MESSAGES = {
  invalidTitle: 'Código inválido',
  invalid: 'O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
  tooLong: `Código excede o tamanho máximo de ${CODE_MAX_LENGTH} caracteres!`,
  duplicateTitle: 'Código repetido',
  duplicate: (position: number) => `Este código já está na lista, na posição ${position}`,
  inUse: 'Este código já está em uso.',
  empty: 'Informe o código da mercadoria.',
} as const;

/** What the code field holds once typed: trimmed, cut at the 255-character input maximum, upper-cased. */
export function normalizeProductCode(input: string): string {
  return input.trim().slice(0, CODE_INPUT_MAX_LENGTH).toUpperCase();
}

export type ProductCodeFail =
  | Fail<'EmptyProductCode' | 'InvalidProductCode'>
  | (Fail<'DuplicateProductCode'> & { position: number });

export type ProductCodeCheck = { ok: true; value: { code: string; tooLong: boolean } } | ProductCodeFail;

/**
 * Checks a merchandise code against SPEC §5 and the codes already in the list. A code over 44 characters is
 * accepted but flagged `tooLong` (the row shows 'Código excede…' and blocks the next step). `selfIndex` is the
 * row being edited, so it does not clash with itself; the duplicate position is 1-based in the full list.
 */
export function checkProductCode(
  input: string,
  listedCodes: readonly string[] = [],
  options: { selfIndex?: number } = {},
): ProductCodeCheck {
  const code = normalizeProductCode(input);
  if (code === '') return fail('EmptyProductCode', PRODUCT_CODE_MESSAGES.empty);
  if (!PRODUCT_CODE_PATTERN.test(code)) return fail('InvalidProductCode', PRODUCT_CODE_MESSAGES.invalid);
  const index = listedCodes.findIndex(
    (listed, i) => i !== options.selfIndex && listed.toUpperCase() === code,
  );
  if (index >= 0) {
    return {
      ...fail('DuplicateProductCode', PRODUCT_CODE_MESSAGES.duplicate(index + 1)),
      position: index + 1,
    };
  }
  return ok({ code, tooLong: code.length > CODE_MAX_LENGTH });
}

/**
 * SPEC §5 "Merchandise line: needs an access key, or postal code with number, else NoEnoughData" (no data
 * opens the manual entry form).
 */
export function checkMerchandiseLine(line: {
  code: string;
  postalCode?: string | null;
  number?: string | null;
}): Result<'accessKey' | 'address', 'NoEnoughData'> {
  if (looksLikeAccessKey(line.code)) return ok('accessKey');
  const cep = (line.postalCode ?? '').replace(/\D/g, '');
  if (cep.length === POSTAL_CODE_LENGTH && (line.number ?? '').trim() !== '') return ok('address');
  return fail('NoEnoughData', 'Não há dados suficientes: informe a chave de acesso ou o CEP e o número.');
}
