import type {
  CurrentUser,
  CustomerFinanceInfo,
  Merchandise,
  PriceEstimate,
  SpotsConfig,
  Vehicle,
  Warehouse,
} from '@box/core/schemas';
import { testAccessKey, testFiscalDocument, testMerchandise, testWarehouse } from '@box/core/testing';
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

export const warehouse = (): Warehouse => testWarehouse({ delivery_instructions: null });

export const NFE_KEY = testAccessKey(4521);

/** A ready row: an NF-e delivered at Avenida Paulista with its goods value and weight. */
export function nfeMerchandise(overrides: Partial<Merchandise> = {}): Merchandise {
  const document = testFiscalDocument(NFE_KEY, '4521', {
    shipments: { amount: 1234.5 },
    cargoMeasurements: { grossWeightInKg: 87.4, volumesCount: 3 },
  });
  return testMerchandise('4521', {
    sender: 'Mercado (demonstração)',
    volumesCount: 3,
    fiscalDocument: { ...document, addressee: { ...document.addressee, phoneNumber: null } },
    ...overrides,
  });
}

/** A row typed by hand (code + CEP + number), without fiscal document. */
export function manualMerchandise(code: string, overrides: Partial<Merchandise> = {}): Merchandise {
  return testMerchandise(code, {
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

/** A promise a test settles when it chooses: a chunk or an answer still on its way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
