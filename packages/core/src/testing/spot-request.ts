// Test-only (`@box/core/testing`, never imported by a widget or the server's code): one spot request in the
// shapes of core's schemas, shared by core's, the server's and the spot wizard's tests and stories, which
// override what their case is about instead of each keeping a copy of the whole shape.
import { buildAccessKey } from '../rules/access-key';
import type { SpotRequestDraft } from '../rules/spot-request';
import type { FiscalDocument } from '../schemas/fiscal-documents';
import type { Merchandise } from '../schemas/merchandise';
import type { Warehouse } from '../schemas/warehouses';

/** The issuer of the fixtures' fiscal documents. */
export const TEST_ISSUER_CNPJ = '12345678000195';

/** An NF-e access key of the fixtures' issuer. */
export const testAccessKey = (number: number, model?: string) =>
  buildAccessKey({ cnpj: TEST_ISSUER_CNPJ, number, ...(model ? { model } : {}) });

/** A warehouse at Praça da Sé, open 08:00–18:00. */
export const testWarehouse = (overrides: Partial<Warehouse> = {}): Warehouse => ({
  id: 7,
  name: 'CD Centro',
  address: {
    address: 'Praça da Sé',
    cep: '01001-000',
    number: '100',
    neighborhood: 'Sé',
    city: 'São Paulo',
    state: 'SP',
    complement: null,
  },
  latitude: -23.5503,
  longitude: -46.6339,
  opening_time: '08:00',
  closing_time: '18:00',
  responsible_name: 'Ana Souza',
  phone: '(11) 3456-7890',
  responsible_email: 'ana@mercado.example',
  delivery_instructions: 'Descarga pela doca 2',
  pickup_instructions: 'Retirar no balcão',
  ...overrides,
});

/** A ready row without fiscal document, delivered at Avenida Paulista 1578 (id: the code in upper case). */
export function testMerchandise(code: string, overrides: Partial<Merchandise> = {}): Merchandise {
  return {
    id: code.toUpperCase(),
    trackingCode: code,
    serviceType: 'DELIVERY',
    address: {
      postalCode: '01310-100',
      number: '1578',
      complement: null,
      latitude: -23.5614,
      longitude: -46.6559,
      thoroughfare: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      locality: 'São Paulo',
      state: 'SP',
    },
    sender: null,
    volumesCount: null,
    timeWindow: { start: '', end: '' },
    instructions: null,
    status: { type: 'ok' },
    trackingCodeTooLong: false,
    trackingRecipients: [],
    fiscalDocument: null,
    ...overrides,
  };
}

/** The fiscal document of `accessKey` (number `code`): goods for a bakery at Avenida Paulista 1578. */
export function testFiscalDocument(
  accessKey: string,
  code: string,
  overrides: Partial<FiscalDocument> = {},
): FiscalDocument {
  return {
    code,
    accessKey,
    addressee: {
      name: 'Padaria Pão Quente Ltda',
      phoneNumber: '11999990000',
      email: null,
      isLegalPerson: true,
      nationalDocument: '11222333000181',
      address: {
        postalCode: '01310100',
        thoroughfare: 'Avenida Paulista',
        number: '1578',
        complement: null,
        neighborhood: 'Bela Vista',
        locality: 'São Paulo',
        state: 'SP',
      },
    },
    sender: { name: 'Mercado (demonstração)' },
    shipments: { amount: 1500 },
    cargoMeasurements: { grossWeightInKg: 120, volumesCount: 3 },
    ...overrides,
  };
}

/**
 * A complete request: a delivery from testWarehouse() of an NF-e row (number 77) and a typed row (PED-2, at
 * Avenida Paulista 2000), scheduled, in a van with a body type, an extra and one assistant.
 */
export const testSpotDraft = (overrides: Partial<SpotRequestDraft> = {}): SpotRequestDraft => ({
  serviceType: 'DELIVERY',
  warehouse: testWarehouse(),
  merchandises: [
    testMerchandise('77', { fiscalDocument: testFiscalDocument(testAccessKey(77), '77') }),
    testMerchandise('PED-2', {
      address: { ...testMerchandise('x').address, number: '2000', latitude: -23.57 },
    }),
  ],
  roundTrip: null,
  scheduledFor: '2026-11-24 09:00:00',
  vehicle: { type: 'VAN', bodyTypes: ['BAU'], extras: ['ELEVATOR'] },
  driverAssistantsCount: 1,
  totalWeightInKilograms: 300,
  merchandisesTotalPrice: 1500,
  ...overrides,
});
