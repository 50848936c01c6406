import type { SuperBatchRow } from '../schemas/batch';
import { normalizeProductCode } from './merchandise-code';
import { orNull, parseSheetNumber, splitPastedRows } from './paste';

// The super-batch rows apart from the simple paste (paste.ts): the wizard's first bytes read simple pastes, and
// only the super batch's own chunk needs these.

/** SPEC §3 super-batch row columns, in order. */
export const SUPER_BATCH_COLUMNS = [
  'code',
  'postalCode',
  'number',
  'instructions',
  'customerId',
  'userEmail',
  'vehicleType',
  'scheduledFor',
  'driverAssistantsCount',
  'externalId',
  'weight',
  'warehouseName',
  'declaredDistanceInKm',
  'merchandisesTotalPrice',
] as const;

/** A first row that names the first column ('Código', 'code') is the sheet's header, not a shipment. */
export const isSuperBatchHeaderRow = (cells: readonly string[]) =>
  /^(code|c[oó]digo)$/i.test((cells[0] ?? '').trim());

/** One super-batch row from its trimmed cells (SUPER_BATCH_COLUMNS order). */
export function superBatchRowOf(cells: readonly string[]): SuperBatchRow {
  return {
    code: normalizeProductCode(cells[0] ?? ''),
    postalCode: orNull(cells[1]?.replace(/\D/g, '')),
    number: orNull(cells[2]),
    instructions: orNull(cells[3]),
    customerId: parseSheetNumber(cells[4]),
    userEmail: orNull(cells[5]),
    vehicleType: orNull(cells[6]?.toUpperCase()),
    scheduledFor: orNull(cells[7]),
    driverAssistantsCount: parseSheetNumber(cells[8]),
    externalId: orNull(cells[9]),
    weight: parseSheetNumber(cells[10]),
    warehouseName: orNull(cells[11]),
    declaredDistanceInKm: parseSheetNumber(cells[12]),
    merchandisesTotalPrice: parseSheetNumber(cells[13]),
  };
}

/** Super-batch rows, a header row skipped when it names the first column; blank codes ignored. */
export function parseSuperBatchPaste(text: string): SuperBatchRow[] {
  const rows = splitPastedRows(text);
  if (rows[0] && isSuperBatchHeaderRow(rows[0])) rows.shift();
  return rows.filter((cells) => (cells[0] ?? '') !== '').map(superBatchRowOf);
}

export interface SuperBatchGroup<T extends SuperBatchRow = SuperBatchRow> {
  externalId: string | null;
  rows: T[];
  /** SPEC §9: the sum of the group's weights (null when none has a weight) */
  totalWeightInKilograms: number | null;
}

/** SPEC §4/§9: groups by externalId, in first-seen order; each group becomes one batch spot. */
export function groupSuperBatchRows<T extends SuperBatchRow>(rows: readonly T[]): SuperBatchGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const list = groups.get(row.externalId);
    if (list) list.push(row);
    else groups.set(row.externalId, [row]);
  }
  return [...groups].map(([externalId, groupRows]) => {
    const weights = groupRows.map((r) => r.weight).filter((w): w is number => w !== null);
    return {
      externalId,
      rows: groupRows,
      // Rounded to grams: '0,1' + '0,2' is 0.3 kg, not 0.30000000000000004.
      totalWeightInKilograms: weights.length
        ? Math.round(weights.reduce((a, b) => a + b, 0) * 1000) / 1000
        : null,
    };
  });
}
