/**
 * The only module that touches SheetJS. It uses the `sheetjs-style` fork (SheetJS 0.15.8 + cell styles), which
 * predates the fixes for CVE-2023-30533 (prototype pollution) and CVE-2024-22363 (ReDoS). Both are reachable
 * only by READING a crafted file (XLSX.read/readFile and the parsers behind them). This module only ever
 * WRITES sheets built from our own data: never import XLSX.read, readFile, or any `utils.*_to_*`/`sheet_to_*`
 * parser anywhere in the server, and never accept uploaded spreadsheets through this library. Tests read the
 * output back with exceljs, not with SheetJS.
 */
import XLSX from 'sheetjs-style';
import { deflateStoredZip } from './deflate-stored-zip';
import { isoDateToSerial, localDateTimeToSerial } from './excel-dates';
import { neutraliseFormula } from './spreadsheet-text';

/**
 * How a column's cells are written: 'text' (neutralised against formula injection), 'integer', 'money'
 * (R$ with 2 decimals), 'date' ('YYYY-MM-DD' in, a serial date out) or 'datetime' (a São Paulo wall-clock
 * 'YYYY-MM-DDTHH:mm:ss' in, a serial date-time out).
 */
export type SheetCellKind = 'text' | 'integer' | 'money' | 'date' | 'datetime';

export interface SheetColumn {
  header: string;
  kind: SheetCellKind;
  /** Width in characters. */
  width: number;
}

export type SheetValue = string | number | null;

export interface SheetTable {
  sheetName: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly SheetValue[])[];
  /** A last, bold row (labels are text, amounts follow their column's kind). */
  totals?: readonly SheetValue[];
}

export const MONEY_FORMAT = '"R$" #,##0.00';
export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATETIME_FORMAT = 'dd/mm/yyyy hh:mm';
export const HEADER_FILL = 'FF1F3A5F';

const NUMBER_FORMATS: Record<SheetCellKind, string | null> = {
  text: null,
  integer: '0',
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
};

const HEADER_STYLE = {
  font: { bold: true, color: { rgb: 'FFFFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: HEADER_FILL } },
  alignment: { vertical: 'center', wrapText: true },
  border: { bottom: { style: 'thin', color: { rgb: 'FF000000' } } },
};

type Cell = { t: 's' | 'n'; v: string | number; s?: object };

/**
 * One style object per (column kind, bold) pair, shared by every cell that uses it: the fork keys its style
 * table by the JSON of each cell's style, so sharing keeps the table tiny.
 */
function styleFor(kind: SheetCellKind, bold: boolean): object | undefined {
  const numFmt = NUMBER_FORMATS[kind];
  if (!numFmt && !bold) return undefined;
  return {
    ...(numFmt ? { numFmt } : {}),
    ...(bold ? { font: { bold: true }, border: { top: { style: 'thin', color: { rgb: 'FF000000' } } } } : {}),
  };
}

function cellOf(
  value: SheetValue,
  kind: SheetCellKind,
  style: object | undefined,
  textStyle: object | undefined,
): Cell | undefined {
  if (value === null || value === '') return undefined;
  if (typeof value === 'string') {
    if (kind === 'date') return { t: 'n', v: isoDateToSerial(value), s: style };
    if (kind === 'datetime') return { t: 'n', v: localDateTimeToSerial(value), s: style };
    // Text (or a totals label in a number column) is neutralised like any text.
    return { t: 's', v: neutraliseFormula(value), s: textStyle };
  }
  if (kind === 'text') return { t: 's', v: neutraliseFormula(String(value)), s: textStyle };
  return { t: 'n', v: value, s: style };
}

/** The table as an .xlsx file: styled header row, typed and formatted cells, column widths, autofilter. */
export function exportXlsx(table: SheetTable): Buffer {
  const { columns } = table;
  const styles = {
    plain: columns.map((c) => styleFor(c.kind, false)),
    bold: columns.map((c) => styleFor(c.kind, true)),
  };
  const textStyles = { plain: styleFor('text', false), bold: styleFor('text', true) };
  // A "dense" sheet (rows of cells) rather than one keyed by 'A1' addresses: a third faster to build and write.
  const sheet: (Cell | undefined)[][] = [];
  sheet.push(columns.map((column) => ({ t: 's', v: neutraliseFormula(column.header), s: HEADER_STYLE })));
  const put = (values: readonly SheetValue[], weight: 'plain' | 'bold') => {
    const cells: (Cell | undefined)[] = new Array(columns.length);
    for (let c = 0; c < columns.length; c++) {
      cells[c] = cellOf(values[c] ?? null, columns[c]!.kind, styles[weight][c], textStyles[weight]);
    }
    sheet.push(cells);
  };
  for (const row of table.rows) put(row, 'plain');
  if (table.totals) put(table.totals, 'bold');

  const lastColumn = XLSX.utils.encode_col(Math.max(columns.length - 1, 0));
  const lastDataRow = 1 + table.rows.length;
  // SheetJS reads a sheet's settings from '!'-keys on the same object as its cells.
  Object.assign(sheet, {
    '!ref': `A1:${lastColumn}${sheet.length}`,
    '!cols': columns.map((c) => ({ wch: c.width })),
    ...(table.rows.length > 0 ? { '!autofilter': { ref: `A1:${lastColumn}${lastDataRow}` } } : {}),
  });

  const book = { SheetNames: [table.sheetName], Sheets: { [table.sheetName]: sheet } };
  const stored = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', cellStyles: true, compression: false });
  return deflateStoredZip(stored as Buffer);
}
