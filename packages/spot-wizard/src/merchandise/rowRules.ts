import { type Merchandise, type MerchandiseErrorKind, messageFor, PRODUCT_CODE_MESSAGES } from '@box/core';
import { titledCodeText } from './codeRefusal';

/** The text a loading row shows (SPEC §2). */
export const LOADING_ROW_TEXT = 'Consultando CT-e no SEFAZ';

const errorKind = (row: Merchandise) => (row.status.type === 'error' ? row.status.error : null);

/** SPEC §4: edit is blocked while loading or in error, except NoGeolocationFound. */
export const canEditRow = (row: Merchandise) =>
  row.status.type === 'ok' || errorKind(row) === 'NoGeolocationFound';

/** Errors of the code itself: looking it up again changes nothing. */
const CODE_ERRORS: readonly MerchandiseErrorKind[] = ['InvalidProductCode', 'DuplicateProductCode'];

/** SPEC §4: refresh only on an error other than NoGeolocationFound (nor on a code that is itself wrong). */
export const canRefreshRow = (row: Merchandise) =>
  row.status.type === 'error' &&
  row.status.error !== 'NoGeolocationFound' &&
  !CODE_ERRORS.includes(row.status.error);

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
