import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidCnpj, validateAccessKey } from '@box/core/rules';
import { FiscalDocument } from '@box/core/schemas';
import { XMLParser } from 'fast-xml-parser';
import * as v from 'valibot';
import { FiscalXmlError, type FiscalXmlProblem } from './errors';
import {
  ctePracaDaSe,
  freshDemoNfe,
  hugeNfeXml,
  nfeAlphanumeric,
  nfePaulista,
  nfePracaDaSe,
} from './fixtures';
import { parseFiscalXml } from './parse-fiscal-xml';
import { decodeXmlText, XML_PARSER_OPTIONS } from './read-xml';
import { FISCAL_FIXTURES_DIR } from './write-fixtures';

const fixture = (name: string) => new Uint8Array(readFileSync(join(FISCAL_FIXTURES_DIR, name)));

function refusal(input: Uint8Array | string): { problem: FiscalXmlProblem; reason: string } {
  try {
    parseFiscalXml(input);
  } catch (error) {
    if (error instanceof FiscalXmlError) return { problem: error.problem, reason: error.reason };
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('NF-e 4.00', () => {
  it('reads a processed NF-e of a person at Avenida Paulista', () => {
    const { kind, document } = parseFiscalXml(fixture('nfe-paulista.xml'));
    expect(kind).toBe('NFE');
    expect(document).toEqual({
      code: '1001',
      accessKey: nfePaulista.accessKey,
      addressee: {
        name: 'Mariana Tavares (demonstração)',
        phoneNumber: '11987654321',
        email: 'mariana.tavares@exemplo.example',
        isLegalPerson: false,
        nationalDocument: '12345678909',
        address: {
          postalCode: '01310100',
          thoroughfare: 'Avenida Paulista',
          number: '1000',
          complement: null,
          neighborhood: 'Bela Vista',
          locality: 'São Paulo',
          state: 'SP',
        },
      },
      sender: { name: 'Loja Modelo Comércio de Utilidades Ltda. (demonstração)' },
      shipments: { amount: 1549.9 },
      cargoMeasurements: { grossWeightInKg: 12.5, volumesCount: 3 },
    });
    expect(v.is(FiscalDocument, document)).toBe(true);
    expect(validateAccessKey(document.accessKey).ok).toBe(true);
  });

  it('reads a company addressee, decoding &amp; and keeping the complement', () => {
    const { document } = parseFiscalXml(fixture('nfe-praca-da-se.xml'));
    expect(document.accessKey).toBe(nfePracaDaSe.accessKey);
    expect(document.addressee).toMatchObject({
      name: 'Papelaria Sé & Filhos Ltda. (demonstração)',
      isLegalPerson: true,
      nationalDocument: '87654321000198',
      address: { postalCode: '01001000', thoroughfare: 'Praça da Sé', number: '111', complement: 'Loja 2' },
    });
    expect(isValidCnpj(document.addressee.nationalDocument)).toBe(true);
    expect(document.shipments.amount).toBe(872.45);
    expect(document.cargoMeasurements).toEqual({ grossWeightInKg: 30.2, volumesCount: 2 });
  });

  it('reads a bare NFe without protocol, with null measurements when no weight is declared', () => {
    const { document } = parseFiscalXml(fixture('nfe-unprocessed-augusta.xml'));
    expect(document.code).toBe('1003');
    expect(document.addressee.address.postalCode).toBe('01412100');
    expect(document.addressee.phoneNumber).toBeNull();
    expect(document.addressee.email).toBeNull();
    expect(document.cargoMeasurements).toEqual({ grossWeightInKg: null, volumesCount: 1 });
  });

  it('accepts the key of an issuer with an alphanumeric CNPJ', () => {
    const { document } = parseFiscalXml(fixture('nfe-alphanumeric-cnpj.xml'));
    expect(document.accessKey).toBe(nfeAlphanumeric.accessKey);
    expect(isValidCnpj(document.accessKey.slice(6, 20))).toBe(true);
    expect(document.accessKey.slice(6, 18)).toBe('12ABC345DE01');
  });

  it('sums every vol and prefers the gross weight, falling back to the net one', () => {
    const twoVolumes = nfePaulista.xml.replace(
      /<vol>.*<\/vol>/,
      '<vol><qVol>2</qVol><pesoL>1.100</pesoL></vol><vol><qVol>3</qVol><pesoL>2.200</pesoL></vol>',
    );
    expect(parseFiscalXml(twoVolumes).document.cargoMeasurements).toEqual({
      grossWeightInKg: 3.3,
      volumesCount: 5,
    });
  });

  it('accepts a namespace prefix on every element', () => {
    const prefixed = nfePaulista.xml.replace(/<(\/?)([A-Za-z]+)([ >])/g, '<$1nfe:$2$3');
    expect(parseFiscalXml(prefixed).document.accessKey).toBe(nfePaulista.accessKey);
  });
});

describe('CT-e 4.00', () => {
  it('reads the addressee, the shipper as sender, the goods value, weight and volumes', () => {
    const { kind, document } = parseFiscalXml(fixture('cte-praca-da-se.xml'));
    expect(kind).toBe('CTE');
    expect(document).toMatchObject({
      code: '501',
      accessKey: ctePracaDaSe.accessKey,
      addressee: {
        name: 'Edifício Sé Escritórios (demonstração)',
        phoneNumber: '1131112222',
        isLegalPerson: true,
        address: { postalCode: '01001000', number: '21', complement: 'Recepção', neighborhood: 'Sé' },
      },
      sender: { name: 'Loja Modelo Comércio de Utilidades Ltda. (demonstração)' },
      shipments: { amount: 2300 },
      cargoMeasurements: { grossWeightInKg: 48.5, volumesCount: 6 },
    });
    expect(document.accessKey.slice(20, 22)).toBe('57');
    expect(v.is(FiscalDocument, document)).toBe(true);
  });

  it('converts tons and prefers the gross weight line', () => {
    const lines =
      '<infQ><cUnid>01</cUnid><tpMed>PESO BASE DE CALCULO</tpMed><qCarga>40.0000</qCarga></infQ>' +
      '<infQ><cUnid>02</cUnid><tpMed>PESO BRUTO</tpMed><qCarga>1.2500</qCarga></infQ>';
    const xml = ctePracaDaSe.xml.replace(/<infQ>.*<\/infQ>/, lines);
    expect(parseFiscalXml(xml).document.cargoMeasurements).toEqual({
      grossWeightInKg: 1250,
      volumesCount: null,
    });
  });
});

describe('files that are refused', () => {
  it.each([
    ['hostile-billion-laughs.xml', 'unreadable', /DOCTYPE/],
    ['hostile-external-entity.xml', 'unreadable', /DOCTYPE/],
    ['not-xml.xml', 'not_xml', /não é XML/],
    ['not-fiscal.xml', 'unreadable', /não é uma NF-e nem um CT-e/],
    ['truncated-nfe.xml', 'unreadable', /incompleto ou malformado/],
    ['nfe-bad-check-digit.xml', 'unreadable', /chave de acesso do XML é inválida/],
  ] as const)('%s → %s', (name, problem, reason) => {
    const refused = refusal(fixture(name));
    expect(refused.problem).toBe(problem);
    expect(refused.reason).toMatch(reason);
  });

  it('refuses a file over 1 MiB before reading it', () => {
    expect(refusal(hugeNfeXml()).problem).toBe('too_large');
    expect(refusal(new Uint8Array(1024 * 1024 + 1)).problem).toBe('too_large');
  });

  it('refuses binary content and bytes that are not UTF-8', () => {
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])).problem).toBe('not_xml');
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x3c, 0x00])).problem).toBe('not_xml');
    expect(refusal('<a>\u0000</a>').problem).toBe('not_xml');
  });

  it('refuses an XML in another encoding than UTF-8 as unreadable', () => {
    const latin1 = Buffer.from(nfePaulista.xml.replace('UTF-8', 'ISO-8859-1'), 'latin1');
    expect(refusal(new Uint8Array(latin1))).toEqual({
      problem: 'unreadable',
      reason: 'O XML precisa estar em UTF-8, como toda NF-e e todo CT-e.',
    });
  });

  it('refuses a DOCTYPE anywhere, even without entities', () => {
    const withDoctype = nfePaulista.xml.replace('<nfeProc', '<!DOCTYPE nfeProc>\n<nfeProc');
    expect(refusal(withDoctype).reason).toMatch(/DOCTYPE/);
  });

  it('refuses a key whose protocol disagrees with the Id, and a model that is not the document', () => {
    const other = freshDemoNfe();
    const mixed = nfePaulista.xml.replace(`<chNFe>${nfePaulista.accessKey}`, `<chNFe>${other.accessKey}`);
    expect(refusal(mixed).reason).toMatch(/protocolo/);
    const cteKeyInNfe = nfePaulista.xml.replaceAll(nfePaulista.accessKey, ctePracaDaSe.accessKey);
    expect(refusal(cteKeyInNfe).problem).toBe('unreadable');
  });

  it('refuses another layout version and a document without addressee or total', () => {
    expect(
      refusal(nfePaulista.xml.replace(/(<infNFe [^>]*)versao="4.00"/, '$1versao="3.10"')).reason,
    ).toMatch(/4\.00/);
    expect(refusal(nfePaulista.xml.replace(/<dest>.*<\/dest>/, '')).reason).toMatch(/destinatário/);
    expect(refusal(nfePaulista.xml.replace(/<vNF>[^<]*<\/vNF>/, '')).reason).toMatch(/vNF/);
  });
});

describe('parser settings (defence in depth, behind the DOCTYPE refusal)', () => {
  it('never expands DTD entities, internal or external', () => {
    const parser = new XMLParser(XML_PARSER_OPTIONS);
    const laughs = readFileSync(join(FISCAL_FIXTURES_DIR, 'hostile-billion-laughs.xml'), 'utf8');
    const tree = parser.parse(laughs) as { nfeProc: { NFe: { infNFe: [{ dest: { xNome: string } }] } } };
    expect(tree.nfeProc.NFe.infNFe[0].dest.xNome).toBe('&lol9;');
    const xxe = readFileSync(join(FISCAL_FIXTURES_DIR, 'hostile-external-entity.xml'), 'utf8');
    expect(() => parser.parse(xxe)).toThrow();
  });

  it('decodes only the predefined entities and character references', () => {
    expect(
      decodeXmlText('a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#233; &#xE7; &lol; &#x1F600;'),
    ).toBe('a & b <c> "d" \'e\' é ç &lol; 😀');
  });

  it.each(['&#xD800;', '&#xDFFF;', '&#0;', '&#x1;', '&#xFFFE;', '&#x110000;'])(
    'refuses a reference to a character XML does not allow (%s) instead of decoding it',
    (ref) => {
      const refusal = (() => {
        try {
          decodeXmlText(`Rua ${ref}`);
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(FiscalXmlError);
      expect(refusal).toMatchObject({ problem: 'unreadable', reason: expect.stringContaining(ref) });
    },
  );
});
