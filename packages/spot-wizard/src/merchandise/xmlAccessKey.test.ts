import { accessKeyFor } from './fixtures/places';
import { accessKeyInXml, withXmlType } from './xmlAccessKey';

describe('accessKeyInXml', () => {
  const key = accessKeyFor(77);

  it('reads the key of an NF-e or CT-e', () => {
    expect(
      accessKeyInXml(`<nfeProc><NFe><infNFe versao="4.00" Id="NFe${key}"></infNFe></NFe></nfeProc>`),
    ).toBe(key);
    expect(
      accessKeyInXml(`<cteProc><protCTe><infProt><chCTe>${key}</chCTe></infProt></protCTe></cteProc>`),
    ).toBe(key);
  });

  it('ignores a missing or invalid key', () => {
    expect(accessKeyInXml('<nfeProc/>')).toBeNull();
    expect(accessKeyInXml(`<infNFe Id="NFe${key.slice(0, 43)}${(Number(key[43]) + 1) % 10}"/>`)).toBeNull();
  });
});

describe('withXmlType', () => {
  it('types an untyped .xml file by its extension only', () => {
    expect(withXmlType(new File(['x'], 'nota.XML')).type).toBe('text/xml');
    expect(withXmlType(new File(['x'], 'nota.txt')).type).toBe('');
    expect(withXmlType(new File(['x'], 'a.xml', { type: 'application/xml' })).type).toBe('application/xml');
  });
});
