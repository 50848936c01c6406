import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { DATE_FORMAT, DATETIME_FORMAT, exportXlsx, HEADER_FILL, MONEY_FORMAT } from './export-xlsx';

async function read(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return book.getWorksheet('Planilha')!;
}

describe('exportXlsx', () => {
  it('writes typed, formatted cells under a styled header, with widths and a bold totals row', async () => {
    const sheet = await read(
      exportXlsx({
        sheetName: 'Planilha',
        columns: [
          { header: 'Código', kind: 'text', width: 20 },
          { header: 'OS', kind: 'integer', width: 8 },
          { header: 'Dia', kind: 'date', width: 12 },
          { header: 'Quando', kind: 'datetime', width: 16 },
          { header: 'Valor', kind: 'money', width: 14 },
        ],
        rows: [
          ['=2+2', 100001, '2026-10-31', '2026-10-31T18:30:00', -12.5],
          [null, 100002, '2026-11-01', '2026-11-01T00:00:00', 1234.56],
        ],
        totals: ['Total', null, null, null, 1222.06],
      }),
    );
    const header = sheet.getCell('A1');
    expect(header.value).toBe('Código');
    expect(header.font?.bold).toBe(true);
    expect(header.fill).toMatchObject({ pattern: 'solid', fgColor: { argb: HEADER_FILL } });
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(20);

    expect(sheet.getCell('A2').value).toBe("'=2+2");
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getCell('B2').value).toBe(100001);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('C2').numFmt).toBe(DATE_FORMAT);
    expect((sheet.getCell('C2').value as Date).toISOString()).toBe('2026-10-31T00:00:00.000Z');
    expect(sheet.getCell('D2').numFmt).toBe(DATETIME_FORMAT);
    expect((sheet.getCell('D2').value as Date).toISOString()).toBe('2026-10-31T18:30:00.000Z');
    expect(sheet.getCell('E2').value).toBe(-12.5);
    expect(sheet.getCell('E2').numFmt).toBe(MONEY_FORMAT);

    expect(sheet.getCell('A4').value).toBe('Total');
    expect(sheet.getCell('A4').font?.bold).toBe(true);
    expect(sheet.getCell('E4').value).toBe(1222.06);
    expect(sheet.getCell('E4').numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getCell('E4').font?.bold).toBe(true);
  });

  it('neutralises formula-like text in headers and text given to number columns too', async () => {
    const sheet = await read(
      exportXlsx({
        sheetName: 'Planilha',
        columns: [
          { header: '@cabeçalho', kind: 'text', width: 10 },
          { header: 'N', kind: 'integer', width: 10 },
        ],
        rows: [[12, '+55 11']],
      }),
    );
    expect(sheet.getCell('A1').value).toBe("'@cabeçalho");
    expect(sheet.getCell('A2').value).toBe('12');
    expect(sheet.getCell('B2').value).toBe("'+55 11");
  });
});

describe('SheetJS stays behind exportXlsx', () => {
  it('is imported by export-xlsx.ts alone, which never calls its readers', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const importers = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
      .filter((file) => /from ['"](sheetjs-style|xlsx)['"]/.test(readFileSync(join(src, file), 'utf8')));
    expect(importers).toEqual([join('billing', 'export-xlsx.ts')]);
    const code = readFileSync(join(src, 'billing', 'export-xlsx.ts'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    expect(code).not.toMatch(/XLSX\.(read|readFile|stream|utils\.sheet_to_\w+)\b/);
  });
});
