import { type MerchandiseErrorKind, messageFor } from '@box/core/errors';
import { PRODUCT_CODE_MESSAGES } from '@box/core/rules';
import type { Merchandise } from '@box/core/schemas';
import { titledCodeText } from './codeRefusal';

/** The text a loading row shows (SPEC §2). */
export const LOADING_ROW_TEXT = 'Consultando CT-e no SEFAZ';

const errorKind = (row: Merchandise) => (row.status.type === 'error' ? row.status.error : null);

/**
 * Errors the user fixes in the manual form: an address that was not placed, or too little data to look one up
 * (SPEC §8 "not enough data opens manual entry": a pasted row without a number is completed there).
 */
const COMPLETED_BY_HAND: readonly MerchandiseErrorKind[] = ['NoGeolocationFound', 'NoEnoughData'];

/** SPEC §4: edit is blocked while loading or in error, except the errors completed by hand. */
export const canEditRow = (row: Merchandise) =>
  row.status.type === 'ok' || (row.status.type === 'error' && COMPLETED_BY_HAND.includes(row.status.error));

/** Errors that looking the same data up again cannot change: the code itself, or data the user must complete. */
const NOT_REFRESHED: readonly MerchandiseErrorKind[] = [
  ...COMPLETED_BY_HAND,
  'InvalidProductCode',
  'DuplicateProductCode',
];

/** SPEC §4: refresh only on an error other than NoGeolocationFound (nor where a new look-up changes nothing). */
export const canRefreshRow = (row: Merchandise) =>
  row.status.type === 'error' && !NOT_REFRESHED.includes(row.status.error);

/** SPEC §4: a FiscalDocumentNotFound row may take the document's XML instead. */
export const canUploadXmlForRow = (row: Merchandise) => errorKind(row) === 'FiscalDocumentNotFound';

/**
 * The §8 text of a merchandise error kind: its title; a wrong code also says why (the title alone would not
 * tell which characters are allowed or where the other row is).
 */
export function merchandiseErrorText(kind: MerchandiseErrorKind, position = 0): string {
  if (kind === 'DuplicateProductCode') {
    const { title, message } = messageFor({ kind, position });
    return titledCodeText(title, message);
  }
  if (kind === 'InvalidProductCode') {
    return titledCodeText(PRODUCT_CODE_MESSAGES.invalidTitle, PRODUCT_CODE_MESSAGES.invalid);
  }
  return messageFor({ kind }).title;
}

/** The §8 message of a row in error, or null. */
export function rowErrorMessage(row: Merchandise): string | null {
  const status = row.status;
  return status.type === 'error' ? merchandiseErrorText(status.error, status.position) : null;
}
