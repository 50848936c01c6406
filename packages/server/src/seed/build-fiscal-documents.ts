import type { DemoAddress, DemoFiscalXml, DemoParty } from '../fiscal/demo-xml';
import { buildDemoCte, buildDemoNfe } from '../fiscal/demo-xml';
import { parseFiscalXml } from '../fiscal/parse-fiscal-xml';
import { fiscalDocumentValues } from '../fiscal/store';
import type { DemoData, IdCounters } from './demo-data';
import { cnpjFor, cpfWithCheckDigits } from './documents';
import { DEMO_MARK } from './people';
import type { Place } from './places';

/**
 * Demo fiscal documents are real (invented) NF-e/CT-e XML, and their rows are what parsing that XML gives,
 * exactly as an upload would store them: the look-up, the raw XML and the columns always agree.
 */
export function fiscalDocumentRow(options: {
  id: number;
  customerId: number;
  file: DemoFiscalXml;
  uploadedBy: number | null;
  createdAt: Date;
}) {
  const { kind, document } = parseFiscalXml(options.file.xml);
  if (document.accessKey !== options.file.accessKey) throw new Error('demo XML with a different key');
  return {
    id: options.id,
    ...fiscalDocumentValues({
      customerId: options.customerId,
      uploadedBy: options.uploadedBy,
      kind,
      document,
      rawXml: options.file.xml,
      now: options.createdAt,
    }),
  };
}

const inSaoPaulo = (place: Place, complement: string | null = null): DemoAddress => ({
  postalCode: place.postalCode,
  thoroughfare: place.thoroughfare,
  number: place.number,
  complement,
  neighborhood: place.neighborhood,
  locality: 'São Paulo',
  state: 'SP',
});

export interface ShipperIssuer {
  cnpj: string;
  name: string;
  place: Place;
}

/** The NF-e of a seeded shipment, with the key the order builder already gave it (its cNF included). */
export function shipmentNfe(options: {
  issuer: ShipperIssuer;
  accessKey: string;
  invoiceNumber: number;
  issuedAt: Date;
  addressee: { name: string; phone: string | null; cpfSeed: number; place: Place };
  amount: number;
  volumes: number;
  grossWeightKg: number;
}): DemoFiscalXml {
  return buildDemoNfe({
    issuer: {
      cnpj: options.issuer.cnpj,
      name: options.issuer.name,
      address: inSaoPaulo(options.issuer.place),
    },
    addressee: {
      name: options.addressee.name,
      cpf: cpfWithCheckDigits(String(100_000_000 + (options.addressee.cpfSeed % 900_000_000)).slice(-9)),
      phone: options.addressee.phone,
      address: inSaoPaulo(options.addressee.place),
    },
    number: options.invoiceNumber,
    issuedAt: options.issuedAt,
    numericCode: Number(options.accessKey.slice(35, 43)),
    amount: options.amount,
    volumes: options.volumes,
    grossWeightKg: options.grossWeightKg,
  });
}

// Gazetteer places of the documents a shipper can type in the wizard (keys are in the README's demo section).
const PAULISTA: Place = {
  thoroughfare: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  postalCode: '01310100',
  latitude: -23.5646,
  longitude: -46.6527,
};
const SE: Place = {
  thoroughfare: 'Praça da Sé',
  number: '111',
  neighborhood: 'Sé',
  postalCode: '01001000',
  latitude: -23.5503,
  longitude: -46.6339,
};
const AUGUSTA: Place = {
  ...PAULISTA,
  thoroughfare: 'Rua Augusta',
  number: '2690',
  neighborhood: 'Jardim Paulista',
  postalCode: '01412100',
};
const VERGUEIRO: Place = {
  ...PAULISTA,
  thoroughfare: 'Rua Vergueiro',
  number: '1000',
  neighborhood: 'Liberdade',
  postalCode: '01504000',
};

/** Fixed issue date: the keys (AAMM) stay the same whenever the demo is seeded. */
const ISSUED_AT = new Date('2026-04-06T13:00:00Z');

const BOX_CARRIER: DemoParty & { cnpj: string } = {
  name: `Box Logística Ltda. ${DEMO_MARK}`,
  cnpj: cnpjFor('11222333'),
  address: {
    postalCode: '05314001',
    thoroughfare: 'Avenida Gastão Vidigal',
    number: '1946',
    neighborhood: 'Vila Leopoldina',
    locality: 'São Paulo',
    state: 'SP',
  },
};

/**
 * Known documents not yet used by any order, for the wizard demo: four NF-e at gazetteer addresses
 * (Av. Paulista 01310-100, Praça da Sé 01001-000, Rua Augusta, Rua Vergueiro) and one CT-e with its XML, as if
 * the shipper had uploaded them. Same keys at every seeding (fixed numbers and date, the shipper's CNPJ; the
 * carrier's CT-e number differs per shipper).
 */
export function knownDemoDocuments(issuer: ShipperIssuer, cteNumber: number): DemoFiscalXml[] {
  const nfeIssuer = { cnpj: issuer.cnpj, name: issuer.name, address: inSaoPaulo(issuer.place) };
  const nfe = (
    number: number,
    addressee: DemoParty,
    amount: number,
    volumes: number,
    grossWeightKg: number,
  ) =>
    buildDemoNfe({
      issuer: nfeIssuer,
      addressee,
      number,
      issuedAt: ISSUED_AT,
      amount,
      volumes,
      grossWeightKg,
    });
  const paulista = nfe(
    880001,
    {
      name: `Helena Duarte ${DEMO_MARK}`,
      cpf: cpfWithCheckDigits('314159265'),
      phone: '11987650001',
      email: 'helena.duarte@exemplo.example',
      address: inSaoPaulo(PAULISTA, 'Conjunto 12'),
    },
    1280.5,
    3,
    14.2,
  );
  const se = nfe(
    880002,
    {
      name: `Café Praça da Sé Ltda. ${DEMO_MARK}`,
      cnpj: cnpjFor('27182818'),
      phone: '1132220002',
      address: inSaoPaulo(SE),
    },
    649.9,
    2,
    22.5,
  );
  const augusta = nfe(
    880003,
    {
      name: `Bruno Cardoso ${DEMO_MARK}`,
      cpf: cpfWithCheckDigits('161803398'),
      address: inSaoPaulo(AUGUSTA),
    },
    89.9,
    1,
    1.3,
  );
  const vergueiro = nfe(
    880004,
    {
      name: `Livraria Vergueiro ${DEMO_MARK}`,
      cnpj: cnpjFor('14142135'),
      email: 'pedidos@livraria-vergueiro.example',
      address: inSaoPaulo(VERGUEIRO),
    },
    2310,
    6,
    41.8,
  );
  const cte = buildDemoCte({
    carrier: BOX_CARRIER,
    sender: nfeIssuer,
    addressee: {
      name: `Escritório Sé Contabilidade ${DEMO_MARK}`,
      cnpj: cnpjFor('17320508'),
      phone: '1131110005',
      address: inSaoPaulo({ ...SE, number: '21' }, 'Sala 4'),
    },
    number: cteNumber,
    issuedAt: ISSUED_AT,
    cargoValue: 1875.4,
    freight: 142.9,
    grossWeightKg: 37.5,
    volumes: 5,
  });
  return [paulista, se, augusta, vergueiro, cte];
}

/** The shippers whose demo has known documents to type in the wizard. */
export const SHIPPERS_WITH_KNOWN_DOCUMENTS: readonly number[] = [3154, 5100];

/** Adds the known documents of a shipper (no-op for the others), as uploaded a day ago by its demo login. */
export function addKnownDemoDocuments(
  data: DemoData,
  ids: IdCounters,
  shipper: { customerId: number; issuer: ShipperIssuer; uploadedBy: number | null; now: Date },
) {
  if (!SHIPPERS_WITH_KNOWN_DOCUMENTS.includes(shipper.customerId)) return;
  const createdAt = new Date(shipper.now.getTime() - 24 * 60 * 60 * 1000);
  for (const file of knownDemoDocuments(shipper.issuer, shipper.customerId * 100 + 5)) {
    data.fiscalDocuments.push(
      fiscalDocumentRow({
        id: ids.take('fiscalDocuments'),
        customerId: shipper.customerId,
        file,
        uploadedBy: shipper.uploadedBy,
        createdAt,
      }),
    );
  }
}
