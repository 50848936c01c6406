import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { deflateStoredZip, readZipEntries } from './deflate-stored-zip';
import { exportXlsx } from './export-xlsx';

const crc32 = (data: Buffer) => {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};

describe('deflateStoredZip', () => {
  it('the exported sheet is a zip whose every part is deflated and inflates to what its CRC says', () => {
    const rows = Array.from({ length: 300 }, (_, i) => [`PED-${i}`, i * 1.25] as const);
    const zip = exportXlsx({
      sheetName: 'Extrato',
      columns: [
        { header: 'Código', kind: 'text', width: 10 },
        { header: 'Valor', kind: 'money', width: 10 },
      ],
      rows,
    });
    const entries = readZipEntries(zip);
    expect(entries.map((e) => e.name)).toContain('xl/worksheets/sheet1.xml');
    for (const entry of entries) {
      expect(entry.method).toBe(8);
      const data = inflateRawSync(entry.data);
      expect(data.length).toBe(entry.size);
      expect(crc32(data)).toBe(entry.crc);
    }
    const sheet = inflateRawSync(entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!.data).toString();
    expect(sheet).toContain('<autoFilter ref="A1:B301"/>');
  });

  it('keeps entries that are already deflated and refuses what is not a zip', () => {
    const zip = exportXlsx({ sheetName: 'X', columns: [{ header: 'A', kind: 'text', width: 5 }], rows: [] });
    const again = deflateStoredZip(zip);
    expect(again.equals(zip)).toBe(true);
    expect(() => deflateStoredZip(deflateRawSync(Buffer.from('not a zip')))).toThrow(/not a zip/);
  });
});
