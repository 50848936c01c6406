import { crc32 } from 'node:zlib';
import { Unzip, UnzipInflate, unzipSync, zipSync } from 'fflate';
import { deflateStoredZip } from './deflate-stored-zip';
import { exportXlsx } from './export-xlsx';

/** Each part's name and compression method, as a zip reader sees them. */
function methodsOf(zip: Uint8Array): Record<string, number> {
  const methods: Record<string, number> = {};
  const reader = new Unzip((file) => {
    methods[file.name] = file.compression;
  });
  reader.register(UnzipInflate);
  reader.push(zip, true);
  return methods;
}

/** Each part's CRC-32 as the zip's central directory states it (what Excel checks the part against). */
function statedCrcs(zip: Uint8Array): Record<string, number> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const crcs: Record<string, number> = {};
  for (let at = 0; at + 46 <= zip.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const nameLength = view.getUint16(at + 28, true);
    crcs[Buffer.from(zip.subarray(at + 46, at + 46 + nameLength)).toString('utf8')] = view.getUint32(
      at + 16,
      true,
    );
  }
  return crcs;
}

describe('deflateStoredZip', () => {
  const rows = Array.from({ length: 300 }, (_, i) => [`PED-${i}`, i * 1.25] as const);
  const table = {
    sheetName: 'Extrato',
    columns: [
      { header: 'Código', kind: 'text', width: 10 },
      { header: 'Valor', kind: 'money', width: 10 },
    ] as const,
    rows,
  };

  it('the exported sheet is a zip whose every part is deflated and matches the CRC it states', () => {
    const zip = exportXlsx(table);
    const parts = unzipSync(zip);
    expect(Object.keys(parts)).toContain('xl/worksheets/sheet1.xml');
    expect(Object.values(methodsOf(zip))).toEqual(Object.keys(parts).map(() => 8));
    const crcs = statedCrcs(zip);
    for (const [name, content] of Object.entries(parts))
      expect([name, crcs[name]]).toEqual([name, crc32(content)]);
    expect(Buffer.from(parts['xl/worksheets/sheet1.xml']!).toString()).toContain(
      '<autoFilter ref="A1:B301"/>',
    );
  });

  it('keeps every part, its name and its order, and makes the zip smaller', () => {
    const stored = zipSync(
      { '[Content_Types].xml': Buffer.from('<Types/>'), 'xl/a.xml': Buffer.from('<a>'.repeat(1000)) },
      { level: 0 },
    );
    const deflated = deflateStoredZip(stored);
    expect(unzipSync(deflated)).toEqual(unzipSync(stored));
    expect(Object.keys(unzipSync(deflated))).toEqual(['[Content_Types].xml', 'xl/a.xml']);
    expect(deflated.length).toBeLessThan(stored.length / 10);
  });

  it('refuses what is not a zip', () => {
    expect(() => deflateStoredZip(Buffer.from('not a zip'))).toThrow();
  });
});
