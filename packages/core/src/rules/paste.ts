import { SUPER_BATCH_MIN_EXTRA_COLUMNS } from '../catalogues/constants';
import type { PastedMerchandise } from '../schemas/batch';
import { normalizeProductCode } from './merchandise-code';
import { splitSheetText } from './tsv';

/**
 * Rows of a pasted spreadsheet selection: tab-separated cells (quoted cells may hold tabs and line breaks),
 * trimmed; blank rows dropped.
 */
export function splitPastedRows(text: string): string[][] {
  return splitSheetText(text)
    .map((cells) => cells.map((cell) => cell.trim()))
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

/**
 * A sheet number as a pt-BR sheet shows it: '12,5' and '1.234,5' (decimal comma, thousands dots), '1.234.567'
 * and '3.000' (thousands dots only), '12.5' and '0.125' the plain way, '1,234.5' the English way (the last separator is the decimal
 * one); 'R$', 'kg' and 'km' around it and spaces inside are ignored. Blank or junk → null.
 */
export function parseSheetNumber(cell: string | undefined): number | null {
  const text = (cell ?? '')
    .replace(/^\s*R\$/i, '')
    .replace(/\s*(kg|km)\s*$/i, '')
    .replace(/[\s\u00a0]/g, '');
  if (text === '' || !/^[+-]?[\d.,]*\d[\d.,]*$/.test(text)) return null;
  const comma = text.lastIndexOf(',');
  const dot = text.lastIndexOf('.');
  let normal = text;
  if (comma > dot) {
    // A decimal comma: dots group thousands; a second comma makes no number.
    if (text.indexOf(',') !== comma) return null;
    normal = text.replace(/\./g, '').replace(',', '.');
  } else if (comma >= 0) {
    normal = text.replace(/,/g, '');
  } else if (text.indexOf('.') !== dot || /^[+-]?[1-9]\d{0,2}\.\d{3}$/.test(text)) {
    // '1.234.567', and '3.000' read the pt-BR way: three thousand, not three.
    normal = text.replace(/\./g, '');
  }
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

export const orNull = (cell: string | undefined) => (cell && cell !== '' ? cell : null);

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
