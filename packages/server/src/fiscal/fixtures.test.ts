import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateAccessKey } from '@box/core/rules';
import { ctePracaDaSe, fiscalFixtureFiles, freshDemoNfe, nfeAlphanumeric, nfePaulista } from './fixtures';
import { parseFiscalXml } from './parse-fiscal-xml';
import { FISCAL_FIXTURES_DIR } from './write-fixtures';

describe('fiscal XML fixtures', () => {
  it('are the files the generator writes (run `pnpm --filter @box/server fixtures` after a change)', () => {
    const expected = fiscalFixtureFiles();
    const onDisk = readdirSync(FISCAL_FIXTURES_DIR).filter((name) => name.endsWith('.xml'));
    expect(onDisk.sort()).toEqual(Object.keys(expected).sort());
    for (const [name, content] of Object.entries(expected)) {
      expect(readFileSync(join(FISCAL_FIXTURES_DIR, name), 'utf8'), name).toBe(content);
    }
  });

  it('have valid keys of the right model, and say they are demo data', () => {
    for (const { accessKey, xml } of [nfePaulista, nfeAlphanumeric, ctePracaDaSe]) {
      const checked = validateAccessKey(accessKey);
      expect(checked.ok && checked.value.key).toBe(accessKey);
      expect(xml).toContain('<tpAmb>2</tpAmb>');
      expect(xml).toContain('sem valor fiscal');
    }
    expect(accessKeyModel(nfePaulista.accessKey)).toBe('55');
    expect(accessKeyModel(ctePracaDaSe.accessKey)).toBe('57');
  });

  it('make fresh NF-e with new keys that parse back to their parameters', () => {
    const one = freshDemoNfe({ amount: 99.9 });
    const other = freshDemoNfe();
    expect(one.accessKey).not.toBe(other.accessKey);
    const { document } = parseFiscalXml(one.xml);
    expect(document.accessKey).toBe(one.accessKey);
    expect(document.shipments.amount).toBe(99.9);
    expect(document.addressee.address.postalCode).toBe('01310100');
  });
});

const accessKeyModel = (key: string) => key.slice(20, 22);
