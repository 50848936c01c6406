import { validateAccessKey } from '@box/core/rules';
import { FiscalDocument } from '@box/core/schemas';
import * as v from 'valibot';
import { FIXTURE_ADDRESSES } from '../fiscal/fixtures';
import { parseFiscalXml } from '../fiscal/parse-fiscal-xml';
import { storedFiscalDocument } from '../fiscal/store';
import { GAZETTEER_ROWS } from '../geo/gazetteer-data';
import { buildDemoData } from './build-demo';
import { SHIPPERS_WITH_KNOWN_DOCUMENTS } from './build-fiscal-documents';

const now = new Date('2026-11-22T15:00:00Z');
const data = buildDemoData({ now });
const gazetteer = new Map(GAZETTEER_ROWS.map((row) => [row[0], row]));
// Seeded rows fill every column, so they read like the selected rows the look-up gets.
type StoredRow = Parameters<typeof storedFiscalDocument>[0];
const asStored = (row: (typeof data.fiscalDocuments)[number]) => storedFiscalDocument(row as StoredRow);

describe('demo fiscal documents', () => {
  it('are rows an upload of their raw XML would store, readable by the look-up', () => {
    expect(data.fiscalDocuments.length).toBeGreaterThan(10);
    for (const row of data.fiscalDocuments) {
      const parsed = parseFiscalXml(row.rawXml!);
      const stored = asStored(row);
      expect(stored).toEqual(parsed.document);
      expect(v.is(FiscalDocument, stored)).toBe(true);
      expect(row.kind).toBe(parsed.kind);
      expect(validateAccessKey(row.accessKey).ok).toBe(true);
    }
  });

  it('put every addressee at a CEP of the embedded gazetteer, on its street', () => {
    for (const row of data.fiscalDocuments) {
      const address = row.addresseeAddress!;
      expect(gazetteer.get(address.postalCode)?.[1], address.postalCode).toBe(address.thoroughfare);
    }
    for (const address of Object.values(FIXTURE_ADDRESSES)) {
      expect(gazetteer.get(address.postalCode)?.[1]).toBe(address.thoroughfare);
    }
  });

  it.each(SHIPPERS_WITH_KNOWN_DOCUMENTS)(
    'give customer %i several NF-e and a CT-e with XML to type in',
    (id) => {
      const mine = data.fiscalDocuments.filter((row) => row.customerId === id);
      expect(mine.filter((row) => row.kind === 'NFE').length).toBeGreaterThanOrEqual(4);
      const cte = mine.filter((row) => row.kind === 'CTE');
      expect(cte).toHaveLength(1);
      expect(cte[0]!.rawXml).toContain('<cteProc');
      const ceps = new Set(mine.map((row) => row.addresseeAddress!.postalCode));
      expect(ceps).toContain('01310100');
      expect(ceps).toContain('01001000');
      expect(new Set(mine.map((row) => row.accessKey)).size).toBe(mine.length);
    },
  );

  it('keep the known keys whenever the demo is seeded', () => {
    const later = buildDemoData({ now: new Date(now.getTime() + 40 * 24 * 60 * 60 * 1000) });
    const known = (d: typeof data) =>
      d.fiscalDocuments
        .filter((row) => row.uploadedBy !== null)
        .map((row) => `${row.customerId}:${row.accessKey}`);
    expect(known(later)).toEqual(known(data));
    expect(known(data).length).toBe(2 * 5);
    // Listed in the root README's demo section.
    expect(known(data)).toContain('3154:35260424681357000140550010008800011687279323');
    expect(known(data)).toContain('3154:35260411222333000181570010003154051976922084');
  });

  it('match the shipments and stops of the orders they belong to', () => {
    const shipmentKeys = new Set(data.shipments.map((s) => s.accessKey).filter(Boolean));
    const seededForOrders = data.fiscalDocuments.filter((row) => row.uploadedBy === null);
    expect(seededForOrders.length).toBeGreaterThan(0);
    for (const row of seededForOrders) expect(shipmentKeys.has(row.accessKey)).toBe(true);
  });
});
