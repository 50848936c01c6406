import type { BatchShipmentInput, FilledShipment, Merchandise, Place } from '@box/core/schemas';
import type { SpotWizardApi } from '../api';
import { documentFailure, type FoundAddress, needsDocument, placedRow, withDocument } from './rowOutcome';

export type BatchApi = Pick<SpotWizardApi, 'fillMissingBatchData'>;

/** Rows per call: a few calls for a big paste, each answered in a few milliseconds by the server. */
export const BATCH_CHUNK_SIZE = 200;

const shipmentOf = (row: Merchandise): BatchShipmentInput => ({
  code: row.trackingCode,
  postalCode: row.address.postalCode.trim() || null,
  number: row.address.number.trim() || null,
});

const foundAt = (place: Place): FoundAddress => ({
  address: {
    thoroughfare: place.address.thoroughfare || null,
    neighborhood: place.address.neighborhood || null,
    locality: place.address.locality,
    state: place.address.state,
  },
  geolocation: place.geolocation,
});

/** A row's final fields from its line of the batch answer: the per-row pipeline's decisions (rowOutcome). */
export function rowFromFilled(row: Merchandise, filled: FilledShipment): Partial<Merchandise> {
  let current = row;
  let document: Partial<Merchandise> = {};
  if (needsDocument(row)) {
    if (!filled.fiscalDocument) return documentFailure(filled.error);
    document = withDocument(row, filled.fiscalDocument);
    current = { ...row, ...document };
  }
  return { ...document, ...placedRow(current, filled.place && foundAt(filled.place)) };
}

/**
 * Looks rows up in one POST /spots/batch/shipments/fill-missing-data. Resolves with each row's final fields,
 * in order, or null for a row the answer does not cover (the caller looks it up alone); rejects as the call.
 */
export async function fillRows(
  rows: readonly Merchandise[],
  api: BatchApi,
): Promise<(Partial<Merchandise> | null)[]> {
  const { shipments } = await api.fillMissingBatchData({ shipments: rows.map(shipmentOf) });
  return rows.map((row, i) => {
    const filled = shipments[i];
    return filled?.code === row.trackingCode ? rowFromFilled(row, filled) : null;
  });
}
