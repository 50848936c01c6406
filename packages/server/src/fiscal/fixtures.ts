import { randomInt } from 'node:crypto';
import { cnpjFor, cnpjWithCheckDigits, cpfWithCheckDigits } from '../seed/documents';
import {
  buildDemoCte,
  buildDemoNfe,
  type DemoAddress,
  type DemoFiscalXml,
  type DemoNfeInput,
  type DemoParty,
} from './demo-xml';

/**
 * The files of `packages/server/fixtures/fiscal-xml/`, built here so they can be regenerated
 * (`pnpm --filter @box/server fixtures`) and checked against the folder by a test. All data is invented.
 * The addressees live at CEPs of the embedded gazetteer (src/geo).
 */

const SAO_PAULO = { locality: 'São Paulo', state: 'SP' } as const;

export const FIXTURE_ADDRESSES = {
  paulista: {
    postalCode: '01310100',
    thoroughfare: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    ...SAO_PAULO,
  },
  se: {
    postalCode: '01001000',
    thoroughfare: 'Praça da Sé',
    number: '111',
    neighborhood: 'Sé',
    ...SAO_PAULO,
  },
  augusta: {
    postalCode: '01412100',
    thoroughfare: 'Rua Augusta',
    number: '2690',
    neighborhood: 'Jardim Paulista',
    ...SAO_PAULO,
  },
  vergueiro: {
    postalCode: '01504000',
    thoroughfare: 'Rua Vergueiro',
    number: '1000',
    neighborhood: 'Liberdade',
    ...SAO_PAULO,
  },
} satisfies Record<string, DemoAddress>;

export const FIXTURE_ISSUER: DemoParty & { cnpj: string } = {
  name: 'Loja Modelo Comércio de Utilidades Ltda. (demonstração)',
  cnpj: cnpjFor('45678912'),
  phone: '1130000000',
  address: {
    postalCode: '01139002',
    thoroughfare: 'Avenida Marquês de São Vicente',
    number: '2000',
    neighborhood: 'Barra Funda',
    ...SAO_PAULO,
  },
};

/** An issuer with an alphanumeric CNPJ (allowed in keys from July 2026). */
export const FIXTURE_ALPHANUMERIC_ISSUER: DemoParty & { cnpj: string } = {
  ...FIXTURE_ISSUER,
  name: 'Nova Loja Alfanumérica Ltda. (demonstração)',
  cnpj: cnpjWithCheckDigits('12ABC345DE01'),
};

export const FIXTURE_CARRIER: DemoParty & { cnpj: string } = {
  name: 'Box Logística Ltda. (demonstração)',
  cnpj: cnpjFor('11222333'),
  address: {
    postalCode: '05314001',
    thoroughfare: 'Avenida Gastão Vidigal',
    number: '1946',
    neighborhood: 'Vila Leopoldina',
    ...SAO_PAULO,
  },
};

export const FIXTURE_PERSON: DemoParty = {
  name: 'Mariana Tavares (demonstração)',
  cpf: cpfWithCheckDigits('123456789'),
  phone: '11987654321',
  email: 'mariana.tavares@exemplo.example',
  address: FIXTURE_ADDRESSES.paulista,
};

export const FIXTURE_COMPANY: DemoParty = {
  name: 'Papelaria Sé & Filhos Ltda. (demonstração)',
  cnpj: cnpjFor('87654321'),
  phone: '1132221100',
  email: 'compras@papelaria-se.example',
  address: { ...FIXTURE_ADDRESSES.se, complement: 'Loja 2' },
};

const APRIL = new Date('2026-04-10T12:30:00Z');
const AUGUST = new Date('2026-08-03T15:00:00Z');

export const nfePaulista = buildDemoNfe({
  issuer: FIXTURE_ISSUER,
  addressee: FIXTURE_PERSON,
  number: 1001,
  issuedAt: APRIL,
  amount: 1549.9,
  volumes: 3,
  grossWeightKg: 12.5,
  netWeightKg: 11.8,
});

export const nfePracaDaSe = buildDemoNfe({
  issuer: FIXTURE_ISSUER,
  addressee: FIXTURE_COMPANY,
  number: 1002,
  issuedAt: APRIL,
  amount: 872.45,
  volumes: 2,
  grossWeightKg: 30.2,
});

/** Without the authorization protocol (a bare NFe root) and without weights. */
export const nfeUnprocessed = buildDemoNfe({
  issuer: FIXTURE_ISSUER,
  addressee: {
    name: 'Rafael Quintana (demonstração)',
    cpf: cpfWithCheckDigits('987654321'),
    address: FIXTURE_ADDRESSES.augusta,
  },
  number: 1003,
  issuedAt: APRIL,
  amount: 199,
  processed: false,
});

export const nfeAlphanumeric = buildDemoNfe({
  issuer: FIXTURE_ALPHANUMERIC_ISSUER,
  addressee: {
    name: 'Camila Rezende (demonstração)',
    cpf: cpfWithCheckDigits('246813579'),
    phone: '11912345678',
    address: FIXTURE_ADDRESSES.vergueiro,
  },
  number: 7,
  issuedAt: AUGUST,
  amount: 64.5,
  volumes: 1,
  grossWeightKg: 0.8,
});

export const ctePracaDaSe = buildDemoCte({
  carrier: FIXTURE_CARRIER,
  sender: FIXTURE_ISSUER,
  addressee: {
    name: 'Edifício Sé Escritórios (demonstração)',
    cnpj: cnpjFor('13579246'),
    phone: '1131112222',
    address: { ...FIXTURE_ADDRESSES.se, number: '21', complement: 'Recepção' },
  },
  number: 501,
  issuedAt: APRIL,
  cargoValue: 2300,
  freight: 185.4,
  grossWeightKg: 48.5,
  volumes: 6,
  nfeKeys: [nfePracaDaSe.accessKey],
});

/** Entity expansion ('billion laughs'): refused before parsing, and never expanded by the parser. */
const BILLION_LAUGHS = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
  <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
  <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
  <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
  <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
  <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe versao="4.00"><dest><xNome>&lol9;</xNome></dest></infNFe></NFe></nfeProc>
`;

/** External entity (XXE): would read a local file if the parser resolved it. */
const EXTERNAL_ENTITY = nfePaulista.xml
  .replace(
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE nfeProc [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>\n',
  )
  .replace('Mariana Tavares (demonstração)', '&xxe;');

const NOT_XML = `%PDF-1.4
% Arquivo de demonstração: um PDF com extensão .xml, não um XML.
1 0 obj << /Type /Catalog >> endobj
`;

const NOT_FISCAL = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Demonstração: XML bem formado que não é NF-e nem CT-e. -->
<pedido numero="42"><cliente>Loja Modelo (demonstração)</cliente><itens><item>Caneta</item></itens></pedido>
`;

/** Cut in the middle of infNFe, as an interrupted download leaves it. */
const TRUNCATED = nfePaulista.xml.slice(0, Math.floor(nfePaulista.xml.length * 0.6));

/** Same document with the last digit of its key (Id and chNFe) changed: the mod-11 check fails. */
const badDigit = nfePracaDaSe.accessKey.slice(0, 43) + ((Number(nfePracaDaSe.accessKey[43]) + 1) % 10);
const BAD_CHECK_DIGIT = nfePracaDaSe.xml.replaceAll(nfePracaDaSe.accessKey, badDigit);

/** File name → content. */
export function fiscalFixtureFiles(): Record<string, string> {
  return {
    'nfe-paulista.xml': nfePaulista.xml,
    'nfe-praca-da-se.xml': nfePracaDaSe.xml,
    'nfe-unprocessed-augusta.xml': nfeUnprocessed.xml,
    'nfe-alphanumeric-cnpj.xml': nfeAlphanumeric.xml,
    'cte-praca-da-se.xml': ctePracaDaSe.xml,
    'hostile-billion-laughs.xml': BILLION_LAUGHS,
    'hostile-external-entity.xml': EXTERNAL_ENTITY,
    'not-xml.xml': NOT_XML,
    'not-fiscal.xml': NOT_FISCAL,
    'truncated-nfe.xml': TRUNCATED,
    'nfe-bad-check-digit.xml': BAD_CHECK_DIGIT,
  };
}

/**
 * A file over the 1 MiB limit that is otherwise a valid NF-e (a huge infCpl): built on demand, not kept in the
 * repository.
 */
export function hugeNfeXml(bytes = 2 * 1024 * 1024): string {
  return nfePaulista.xml.replace('</infCpl>', `${'x'.repeat(bytes)}</infCpl>`);
}

/**
 * A new NF-e nobody has uploaded yet (random number, so its key is new): for tests, the e2e and the bench,
 * since a second upload of one file is a duplicate. Defaults: the fixture issuer, Mariana at Av. Paulista.
 */
export function freshDemoNfe(overrides: Partial<DemoNfeInput> = {}): DemoFiscalXml {
  return buildDemoNfe({
    issuer: FIXTURE_ISSUER,
    addressee: FIXTURE_PERSON,
    number: randomInt(1, 1_000_000_000),
    issuedAt: new Date(),
    amount: 350,
    volumes: 2,
    grossWeightKg: 8.4,
    ...overrides,
  });
}
