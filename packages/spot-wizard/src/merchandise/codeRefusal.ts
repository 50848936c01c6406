import { PRODUCT_CODE_MESSAGES, type ProductCodeFail } from '@box/core/rules';

/**
 * SPEC §5/§8 give a refused code a title and a message ('Código inválido' / 'O código deve conter…',
 * 'Código repetido' / 'Este código já está na lista, na posição N'). A field or a list cell has one line, so
 * both go in it, the title first: the user sees each text of the spec as written.
 */
export const titledCodeText = (title: string, message: string) => `${title}. ${message}`;

/** The §8 title of a refused code, or null (an empty code needs none). */
export function codeRefusalTitle(code: ProductCodeFail['code']): string | null {
  if (code === 'InvalidProductCode') return PRODUCT_CODE_MESSAGES.invalidTitle;
  if (code === 'DuplicateProductCode') return PRODUCT_CODE_MESSAGES.duplicateTitle;
  return null;
}

/** What a field shows for a refusal: its title and message, or the message alone. */
export const refusalText = (refusal: { title?: string; message: string }) =>
  refusal.title ? titledCodeText(refusal.title, refusal.message) : refusal.message;
