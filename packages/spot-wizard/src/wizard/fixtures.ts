import {
  buildAccessKey,
  type CurrentUser,
  type CustomerFinanceInfo,
  type Merchandise,
  type PriceEstimate,
  type SpotsConfig,
  type Vehicle,
  type Warehouse,
} from '@box/core';
import type { FakeRoutes } from '@box/ui/testing/fake-api';

/**
 * Invented data in the wire shapes of core's schemas, for the wizard's tests and stories (never imported by
 * the widget itself).
 */

export const currentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  person: {
    id: 11,
    name: 'Ana Souza',
    email: 'ana@mercado.example',
    emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false },
    audienceType: 'customer',
    roleId: 2,
  },
  organization: { id: 3154, name: 'Mercado (demonstração)' },
  features: [],
  account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
  ...overrides,
});

export const spotsConfig = (overrides: Partial<SpotsConfig> = {}): SpotsConfig => ({
  min_advance_booking_time_minutes: 45,
  immediate_booking_available: true,
  pode_solicitar_rotas: true,
  block_details: null,
  service_available: 'ok',
  ...overrides,
});

const vehicle = (
  id: string,
  name: string,
  shortName: string,
  maxCapacityInKg: number,
  more: Partial<Vehicle> = {},
): Vehicle => ({
  id,
  name,
  shortName,
  description: `${name} para entregas, até ${maxCapacityInKg} kg.`,
  watermarkText: null,
  maxCapacityInKg,
  isBeta: false,
  possibleBodyTypes: [],
  bodyTypeRequired: false,
  availableExtras: [],
  driverAssistants: { unitPrice: 45, defaultCount: 0, maxCount: 2 },
  ...more,
});

const TRUCK_BODIES = [
  { id: 'BAU', name: 'Baú' },
  { id: 'SIDER', name: 'Sider' },
];

/** GET /spots/vehicles-v2 with all eleven types (the legacy vehicle policy). */
export const allVehicles = (): Vehicle[] => [
  vehicle('MOTO', 'Moto', 'Moto', 20, { driverAssistants: { unitPrice: 0, defaultCount: 0, maxCount: 0 } }),
  vehicle('PASSEIO', 'Veículo de Passeio', 'Carro', 200, {
    driverAssistants: { unitPrice: 0, defaultCount: 0, maxCount: 0 },
  }),
  vehicle('FIORINO', 'Utilitário Pequeno', 'Fiorino', 650, {
    availableExtras: [{ id: 'CARRINHO', description: 'Carrinho de carga' }],
    driverAssistants: { unitPrice: 45, defaultCount: 0, maxCount: 1 },
  }),
  vehicle('VAN', 'Van', 'Van', 1500, {
    availableExtras: [
      { id: 'CARRINHO', description: 'Carrinho de carga' },
      { id: 'CINTAS', description: 'Cintas de amarração' },
    ],
  }),
  vehicle('HR', 'VUC Pequeno', 'HR', 1800),
  vehicle('IVECO', 'VUC Médio', 'Iveco Daily', 3000),
  vehicle('3/4', 'VUC Grande', '3/4', 4000, { possibleBodyTypes: TRUCK_BODIES, bodyTypeRequired: true }),
  vehicle('TOCO', 'Toco', 'Toco', 6000, {
    possibleBodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    watermarkText: 'Restrição de circulação em SP',
    driverAssistants: { unitPrice: 60, defaultCount: 1, maxCount: 3 },
  }),
  vehicle('TRUCK', 'Truck', 'Truck', 12000, {
    possibleBodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    watermarkText: 'Restrição de circulação em SP',
  }),
  vehicle('BITRUCK', 'Bi-Truck', 'Bi-Truck', 18000, { isBeta: true, possibleBodyTypes: TRUCK_BODIES }),
  vehicle('CARRETA', 'Carreta', 'Carreta', 30000, { isBeta: true, possibleBodyTypes: TRUCK_BODIES }),
];

/** The new vehicle policy: VAN, HR and IVECO are no longer offered. */
export const newPolicyVehicles = (): Vehicle[] =>
  allVehicles().filter((v) => !['VAN', 'HR', 'IVECO'].includes(v.id));

export const warehouse = (): Warehouse => ({
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
  delivery_instructions: null,
  pickup_instructions: 'Retirar no balcão',
});

export const NFE_KEY = buildAccessKey({ cnpj: '12345678000195', number: 4521 });

/** A ready row: an NF-e delivered at Avenida Paulista with its goods value and weight. */
export function nfeMerchandise(overrides: Partial<Merchandise> = {}): Merchandise {
  return {
    id: '4521',
    trackingCode: '4521',
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
    sender: 'Mercado (demonstração)',
    volumesCount: 3,
    timeWindow: { start: '', end: '' },
    instructions: null,
    status: { type: 'ok' },
    trackingCodeTooLong: false,
    trackingRecipients: [],
    fiscalDocument: {
      code: '4521',
      accessKey: NFE_KEY,
      addressee: {
        name: 'Padaria Pão Quente Ltda',
        phoneNumber: null,
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
      shipments: { amount: 1234.5 },
      cargoMeasurements: { grossWeightInKg: 87.4, volumesCount: 3 },
    },
    ...overrides,
  };
}

/** A row typed by hand (code + CEP + number), without fiscal document. */
export function manualMerchandise(code: string, overrides: Partial<Merchandise> = {}): Merchandise {
  return nfeMerchandise({
    id: code.toUpperCase(),
    trackingCode: code,
    sender: null,
    volumesCount: null,
    fiscalDocument: null,
    address: {
      postalCode: '01001-000',
      number: '1',
      complement: 'Sala 3',
      latitude: -23.5503,
      longitude: -46.6339,
      thoroughfare: 'Praça da Sé',
      neighborhood: 'Sé',
      locality: 'São Paulo',
      state: 'SP',
    },
    ...overrides,
  });
}

export const priceEstimate = (overrides: Partial<PriceEstimate> = {}): PriceEstimate => ({
  freightPrice: 142.3,
  distanceInKm: 6.4,
  driverAssistantsPrice: 45,
  tollPrice: 0,
  driverTollPrice: 0,
  adValoremPrice: 0,
  priceComponents: [],
  netPrice: 172.3,
  grossPrice: 198.15,
  taxes: { PIS_COFINS: 15.94, ICMS: 9.91 },
  totalTaxes: 25.85,
  discounts: [{ type: 'advance_booking', value: 15 }],
  priceEstimatedAt: '2026-11-22T12:00:00.000Z',
  quotationId: 'q-7f3a',
  ...overrides,
});

/** GET /customers/finance-info of a customer that gave only its CNPJ and razão social (MissingFinancialInfo). */
export const financeInfoOnFile = (): CustomerFinanceInfo => ({
  cnpj: '12345678000195',
  razao_social: 'Mercado Exemplo Ltda',
  billing_address: null,
  finances_responsible: null,
});

/** Every call the wizard makes, answered for a shipper who places one order (id 90412); override per case. */
export function wizardRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    'GET /me': currentUser(),
    'GET /customers/active-experiments': [],
    'GET /spots/config': spotsConfig(),
    'GET /customers/warehouses': [warehouse()],
    'GET /fiscal-documents/:key': nfeMerchandise().fiscalDocument,
    'GET /locations': {
      address: {
        type: 'street',
        thoroughfare: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        locality: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
      geolocation: { latitude: -23.5614, longitude: -46.6559 },
    },
    'GET /spots/vehicles-v2': allVehicles(),
    'POST /spot/estimate': priceEstimate(),
    'POST /spots': { id: 90412 },
    'GET /customers/finance-info': financeInfoOnFile(),
    ...overrides,
  };
}
