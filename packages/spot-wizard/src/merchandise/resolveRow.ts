import { SessionExpiredError } from '@box/core/api';
import { fiscalDocumentError } from '@box/core/errors';
import { normalizeAccessKey } from '@box/core/rules';
import type { Merchandise } from '@box/core/schemas';
import type { SpotWizardApi } from '../api';
import {
  type FoundAddress,
  failed,
  hasCepAndNumber,
  needsDocument,
  placedRow,
  settledWithoutLookup,
  withDocument,
} from './rowOutcome';

export type ResolveApi = Pick<SpotWizardApi, 'fiscalDocument' | 'locations'>;

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
  const settled = settledWithoutLookup(row);
  if (settled) return settled;
  let current = row;
  if (needsDocument(current)) {
    try {
      const fields = withDocument(
        current,
        await api.fiscalDocument(normalizeAccessKey(current.trackingCode)),
      );
      current = { ...current, ...fields };
      update(fields);
    } catch (error) {
      if (error instanceof SessionExpiredError) throw error;
      return failed(fiscalDocumentError(error).kind);
    }
  }

  let found: FoundAddress | null = null;
  if (hasCepAndNumber(current)) {
    try {
      found = await api.locations({
        postalCode: current.address.postalCode,
        number: current.address.number,
        requireGeolocation: true,
      });
    } catch (error) {
      if (error instanceof SessionExpiredError) throw error;
    }
  }
  return placedRow(current, found);
}
