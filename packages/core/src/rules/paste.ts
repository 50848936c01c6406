import { SUPER_BATCH_MIN_EXTRA_COLUMNS } from '../catalogues/constants';
import type { PastedMerchandise, SuperBatchRow } from '../schemas/batch';
import { normalizeProductCode } from './merchandise-code';

/** Rows of a pasted spreadsheet selection: tab-separated cells, trimmed; blank rows dropped. */
export function splitPastedRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.split('\t').map((cell) => cell.trim()))
    .filter((cells) => cells.some((cell) => cell !== ''));
}

/** SPEC §4: a super batch when the first pasted row has more than 10 columns. */
export const isSuperBatchPaste = (rows: readonly (readonly string[])[]) =>
  (rows[0]?.length ?? 0) > SUPER_BATCH_MIN_EXTRA_COLUMNS;

const listOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A sheet number: '12,5' and '1.234,5' read the pt-BR way, '12.5' the plain way; blank or junk → null. */
export function parseSheetNumber(cell: string | undefined): number | null {
  const text = (cell ?? '').trim();
  if (text === '') return null;
  const normal = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** SPEC §3 simple paste columns, in order. */
export const SIMPLE_PASTE_COLUMNS = [
  'code',
  'postalCode',
  'number',
  'instructions',
  'emails',
  'phones',
  'latitude',
  'longitude',
] as const;

const orNull = (cell: string | undefined) => (cell && cell !== '' ? cell : null);

/**
 * SPEC §4 pasting: a blank single cell is ignored; codes are upper-cased and duplicates by code removed (the
 * first one stays). Recipients are comma- or semicolon-separated.
 */
export function parseSimplePaste(text: string): PastedMerchandise[] {
  const seen = new Set<string>();
  const out: PastedMerchandise[] = [];
  for (const cells of splitPastedRows(text)) {
    const code = normalizeProductCode(cells[0] ?? '');
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    out.push({
      code,
      postalCode: orNull(cells[1]?.replace(/\D/g, '')),
      number: orNull(cells[2]),
      instructions: orNull(cells[3]),
      emails: listOf(cells[4]),
      phones: listOf(cells[5]),
      latitude: parseSheetNumber(cells[6]),
      longitude: parseSheetNumber(cells[7]),
    });
  }
  return out;
}

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

const isHeaderRow = (cells: readonly string[]) => /^(code|c[oó]digo)$/i.test(cells[0] ?? '');

/** Super-batch rows, a header row skipped when it names the first column; blank codes ignored. */
export function parseSuperBatchPaste(text: string): SuperBatchRow[] {
  const rows = splitPastedRows(text);
  if (rows[0] && isHeaderRow(rows[0])) rows.shift();
  return rows
    .filter((cells) => (cells[0] ?? '') !== '')
    .map((cells) => ({
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
    }));
}

export interface SuperBatchGroup {
  externalId: string | null;
  rows: SuperBatchRow[];
  /** SPEC §9: the sum of the group's weights (null when none has a weight) */
  totalWeightInKilograms: number | null;
}

/** SPEC §4/§9: groups by externalId, in first-seen order; each group becomes one batch spot. */
export function groupSuperBatchRows(rows: readonly SuperBatchRow[]): SuperBatchGroup[] {
  const groups = new Map<string | null, SuperBatchRow[]>();
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
      totalWeightInKilograms: weights.length ? weights.reduce((a, b) => a + b, 0) : null,
    };
  });
}
