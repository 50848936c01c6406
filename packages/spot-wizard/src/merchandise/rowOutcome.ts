import { POSTAL_CODE_LENGTH } from '@box/core/catalogues';
import { MERCHANDISE_ERROR_KINDS, type MerchandiseErrorKind } from '@box/core/errors';
import { isValidAccessKey, looksLikeAccessKey, normalizeAccessKey } from '@box/core/rules';
import type { FiscalDocument, GeoPoint, LocationAddress, Merchandise } from '@box/core/schemas';
import { documentFields } from './rows';

/**
 * SPEC §4 merchandise pipeline, the decisions only: what a row becomes from what its look-ups found. The
 * per-row pipeline (resolveRow) and the batch one (batchFill) both end here, so a row comes out the same
 * whichever way it was looked up.
 */

export const failed = (error: MerchandiseErrorKind): Partial<Merchandise> => ({
  status: { type: 'error', error },
});

export const hasCepAndNumber = (row: Merchandise) =>
  row.address.postalCode.replace(/\D/g, '').length === POSTAL_CODE_LENGTH && row.address.number.trim() !== '';

/** Its code is an access key and its document is not there yet. */
export const needsDocument = (row: Merchandise) =>
  !row.fiscalDocument && looksLikeAccessKey(row.trackingCode);

/**
 * A row settled without asking anything: a key whose check digit is wrong cannot exist at SEFAZ, and a row
 * with neither a key nor a CEP and number has nothing to look up. Null when the row must be looked up.
 */
export function settledWithoutLookup(row: Merchandise): Partial<Merchandise> | null {
  if (needsDocument(row)) {
    return isValidAccessKey(normalizeAccessKey(row.trackingCode)) ? null : failed('InvalidKey');
  }
  return hasCepAndNumber(row) ? null : failed(row.fiscalDocument ? 'NoGeolocationFound' : 'NoEnoughData');
}

/** What the row's fiscal document fills; what the user gave for the row (a complement) stays over it. */
export function withDocument(row: Merchandise, document: FiscalDocument): Partial<Merchandise> {
  const fields = documentFields(document);
  fields.address = {
    ...(fields.address ?? row.address),
    complement: row.address.complement ?? fields.address?.complement ?? null,
  };
  return fields;
}

/** What the CEP directory found for a row's CEP and number. */
export interface FoundAddress {
  address: Pick<LocationAddress, 'thoroughfare' | 'neighborhood' | 'locality' | 'state'>;
  geolocation: GeoPoint | null;
}

/**
 * The row's final fields from its address look-up (`found` null: nothing found, or the look-up failed).
 * Coordinates given with the row win, and are enough to route to it even where the directory has no such CEP.
 */
export function placedRow(row: Merchandise, found: FoundAddress | null): Partial<Merchandise> {
  if (!hasCepAndNumber(row)) return failed(row.fiscalDocument ? 'NoGeolocationFound' : 'NoEnoughData');
  const { address } = row;
  const pasted =
    address.latitude !== null && address.longitude !== null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null;
  const point = pasted ?? found?.geolocation ?? null;
  if (!point) return failed('NoGeolocationFound');
  return {
    address: {
      ...address,
      postalCode: address.postalCode.replace(/\D/g, ''),
      thoroughfare: address.thoroughfare ?? found?.address.thoroughfare ?? null,
      neighborhood: address.neighborhood ?? found?.address.neighborhood ?? null,
      locality: address.locality ?? found?.address.locality ?? null,
      state: address.state ?? found?.address.state ?? null,
      latitude: point.latitude,
      longitude: point.longitude,
    },
    status: { type: 'ok' },
  };
}

const isErrorKind = (kind: string | null): kind is MerchandiseErrorKind =>
  (MERCHANDISE_ERROR_KINDS as readonly string[]).includes(kind ?? '');

/**
 * The error of a row whose document could not be had, as the server named it (the kinds of core's §8
 * fiscal-document mapping); a name this client does not know is a problem with the document.
 */
export const documentFailure = (error: string | null): Partial<Merchandise> =>
  failed(error === null ? 'FiscalDocumentNotFound' : isErrorKind(error) ? error : 'FiscalDocumentProblem');
