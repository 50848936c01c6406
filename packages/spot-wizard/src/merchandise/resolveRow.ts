import {
  fiscalDocumentError,
  isValidAccessKey,
  looksLikeAccessKey,
  type Merchandise,
  type MerchandiseErrorKind,
  normalizeAccessKey,
  POSTAL_CODE_LENGTH,
  SessionExpiredError,
} from '@box/core';
import type { SpotWizardApi } from '../api';
import { documentFields } from './rows';

export type ResolveApi = Pick<SpotWizardApi, 'fiscalDocument' | 'locations'>;

const failed = (error: MerchandiseErrorKind): Partial<Merchandise> => ({ status: { type: 'error', error } });

const hasCepAndNumber = (row: Merchandise) =>
  row.address.postalCode.replace(/\D/g, '').length === POSTAL_CODE_LENGTH && row.address.number.trim() !== '';

/**
 * SPEC §4 merchandise pipeline for one row: if the code is an access key, fetch the fiscal document (its
 * failure mapped by core's §8 mapping) and take its address; then look the address up for its geolocation.
 * `update` receives what is known midway (the document and its address), so the row shows it while the
 * address is looked up. Resolves to the row's final fields; rejects only with SessionExpiredError.
 */
export async function resolveRow(
  row: Merchandise,
  api: ResolveApi,
  update: (fields: Partial<Merchandise>) => void,
): Promise<Partial<Merchandise>> {
  let current = row;
  if (!current.fiscalDocument && looksLikeAccessKey(current.trackingCode)) {
    const key = normalizeAccessKey(current.trackingCode);
    // A key whose check digit is wrong cannot exist at SEFAZ: no need to ask.
    if (!isValidAccessKey(key)) return failed('InvalidKey');
    try {
      const fields = documentFields(await api.fiscalDocument(key));
      // What the user gave for the row (a pasted complement, instructions) stays over the document's.
      fields.address = {
        ...(fields.address ?? current.address),
        complement: current.address.complement ?? fields.address?.complement ?? null,
      };
      current = { ...current, ...fields };
      update(fields);
    } catch (error) {
      if (error instanceof SessionExpiredError) throw error;
      return failed(fiscalDocumentError(error).kind);
    }
  }

  if (!hasCepAndNumber(current))
    return failed(current.fiscalDocument ? 'NoGeolocationFound' : 'NoEnoughData');

  const pasted =
    current.address.latitude !== null && current.address.longitude !== null
      ? { latitude: current.address.latitude, longitude: current.address.longitude }
      : null;
  try {
    const location = await api.locations({
      postalCode: current.address.postalCode,
      number: current.address.number,
      requireGeolocation: true,
    });
    const point = pasted ?? location.geolocation;
    if (!point) return failed('NoGeolocationFound');
    const found = location.address;
    return {
      address: {
        ...current.address,
        postalCode: current.address.postalCode.replace(/\D/g, ''),
        thoroughfare: current.address.thoroughfare ?? found.thoroughfare,
        neighborhood: current.address.neighborhood ?? found.neighborhood,
        locality: current.address.locality ?? found.locality,
        state: current.address.state ?? found.state,
        latitude: point.latitude,
        longitude: point.longitude,
      },
      status: { type: 'ok' },
    };
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    // Coordinates given with the row are enough to route to it, even where the directory has no such CEP.
    if (pasted) return { address: { ...current.address, ...pasted }, status: { type: 'ok' } };
    return failed('NoGeolocationFound');
  }
}
