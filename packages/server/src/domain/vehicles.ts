import { VEHICLE_TYPES, type VehicleType } from '@box/core/catalogues';
import type { Vehicle } from '@box/core/schemas';

/**
 * The server's one source of truth for vehicle data (SPEC §9): what GET /spots/vehicles-v2 offers and what the
 * pricing engine charges. Prices are an invented but plausible tariff in BRL; capacities are typical loads of
 * the Brazilian vehicle classes.
 */

export const BODY_TYPES = {
  BAU: 'Baú',
  SIDER: 'Sider',
  ABERTA: 'Aberta (carga seca)',
  GRADE_BAIXA: 'Grade baixa',
  REFRIGERADO: 'Refrigerado',
} as const;
export type BodyTypeId = keyof typeof BODY_TYPES;

/** Extras a shipper may ask for, with the flat price the pricing engine adds per order. */
export const VEHICLE_EXTRAS = {
  BAG_TERMICA: { description: 'Bag térmica', price: 5 },
  CARRINHO: { description: 'Carrinho de carga', price: 15 },
  CINTAS: { description: 'Cintas de amarração', price: 15 },
  LONA: { description: 'Lona de proteção', price: 20 },
  PALETEIRA: { description: 'Paleteira manual', price: 35 },
  PLATAFORMA: { description: 'Plataforma elevatória', price: 90 },
} as const;
export type ExtraId = keyof typeof VEHICLE_EXTRAS;

export interface AssistantsSpec {
  unitPrice: number;
  defaultCount: number;
  /** 0: no assistants for this vehicle. */
  maxCount: number;
}

export interface VehicleSpec {
  type: VehicleType;
  /** pt-BR name of SPEC §9 (core catalogue). */
  name: string;
  shortName: string;
  description: string;
  watermarkText: string | null;
  maxCapacityInKg: number;
  isBeta: boolean;
  /** Fixed part of the freight, in BRL. */
  basePrice: number;
  /** Freight per road km, in BRL. */
  pricePerKm: number;
  bodyTypes: readonly BodyTypeId[];
  bodyTypeRequired: boolean;
  extras: readonly ExtraId[];
  assistants: AssistantsSpec;
}

type SpecFields = Omit<VehicleSpec, 'type' | 'name'>;

const NO_ASSISTANTS: AssistantsSpec = { unitPrice: 0, defaultCount: 0, maxCount: 0 };
const TRUCK_BODIES: readonly BodyTypeId[] = ['BAU', 'SIDER', 'ABERTA', 'REFRIGERADO'];

const SPECS: Record<VehicleType, SpecFields> = {
  MOTO: {
    shortName: 'Moto',
    description: 'Documentos e pacotes pequenos, até 20 kg.',
    watermarkText: null,
    maxCapacityInKg: 20,
    isBeta: false,
    basePrice: 18,
    pricePerKm: 1.6,
    bodyTypes: [],
    bodyTypeRequired: false,
    extras: ['BAG_TERMICA'],
    assistants: NO_ASSISTANTS,
  },
  PASSEIO: {
    shortName: 'Carro',
    description: 'Caixas e volumes leves no porta-malas, até 200 kg.',
    watermarkText: null,
    maxCapacityInKg: 200,
    isBeta: false,
    basePrice: 32,
    pricePerKm: 2.1,
    bodyTypes: [],
    bodyTypeRequired: false,
    extras: [],
    assistants: NO_ASSISTANTS,
  },
  FIORINO: {
    shortName: 'Fiorino',
    description: 'Furgão compacto para entregas urbanas, até 650 kg.',
    watermarkText: null,
    maxCapacityInKg: 650,
    isBeta: false,
    basePrice: 58,
    pricePerKm: 2.7,
    bodyTypes: [],
    bodyTypeRequired: false,
    extras: ['CARRINHO'],
    assistants: { unitPrice: 45, defaultCount: 0, maxCount: 1 },
  },
  VAN: {
    shortName: 'Van',
    description: 'Furgão de carga para volumes médios, até 1.500 kg.',
    watermarkText: null,
    maxCapacityInKg: 1500,
    isBeta: false,
    basePrice: 110,
    pricePerKm: 3.4,
    bodyTypes: [],
    bodyTypeRequired: false,
    extras: ['CARRINHO', 'CINTAS'],
    assistants: { unitPrice: 45, defaultCount: 0, maxCount: 2 },
  },
  HR: {
    shortName: 'HR',
    description: 'Caminhonete de carga (Hyundai HR, Kia Bongo), até 1.800 kg.',
    watermarkText: null,
    maxCapacityInKg: 1800,
    isBeta: false,
    basePrice: 165,
    pricePerKm: 4.1,
    bodyTypes: ['BAU', 'ABERTA'],
    bodyTypeRequired: false,
    extras: ['CARRINHO', 'CINTAS', 'LONA'],
    assistants: { unitPrice: 50, defaultCount: 0, maxCount: 2 },
  },
  IVECO: {
    shortName: 'Iveco Daily',
    description: 'Veículo urbano de carga médio, até 3.000 kg.',
    watermarkText: null,
    maxCapacityInKg: 3000,
    isBeta: false,
    basePrice: 230,
    pricePerKm: 4.9,
    bodyTypes: ['BAU', 'ABERTA', 'REFRIGERADO'],
    bodyTypeRequired: false,
    extras: ['CARRINHO', 'CINTAS', 'LONA', 'PALETEIRA'],
    assistants: { unitPrice: 50, defaultCount: 0, maxCount: 3 },
  },
  '3/4': {
    shortName: '3/4',
    description: 'Caminhão 3/4 para cargas paletizadas, até 4.000 kg.',
    watermarkText: null,
    maxCapacityInKg: 4000,
    isBeta: false,
    basePrice: 300,
    pricePerKm: 5.6,
    bodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    extras: ['CINTAS', 'LONA', 'PALETEIRA', 'PLATAFORMA'],
    assistants: { unitPrice: 55, defaultCount: 0, maxCount: 3 },
  },
  TOCO: {
    shortName: 'Toco',
    description: 'Caminhão de eixo simples, até 6.000 kg.',
    watermarkText: 'Restrição de circulação em SP',
    maxCapacityInKg: 6000,
    isBeta: false,
    basePrice: 380,
    pricePerKm: 6.4,
    bodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    extras: ['CINTAS', 'LONA', 'PALETEIRA', 'PLATAFORMA'],
    assistants: { unitPrice: 60, defaultCount: 1, maxCount: 3 },
  },
  TRUCK: {
    shortName: 'Truck',
    description: 'Caminhão de eixo duplo, até 12.000 kg.',
    watermarkText: 'Restrição de circulação em SP',
    maxCapacityInKg: 12000,
    isBeta: false,
    basePrice: 480,
    pricePerKm: 7.5,
    bodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    extras: ['CINTAS', 'LONA', 'PALETEIRA', 'PLATAFORMA'],
    assistants: { unitPrice: 65, defaultCount: 1, maxCount: 4 },
  },
  BITRUCK: {
    shortName: 'Bi-Truck',
    description: 'Caminhão de quatro eixos, até 18.000 kg.',
    watermarkText: null,
    maxCapacityInKg: 18000,
    isBeta: true,
    basePrice: 600,
    pricePerKm: 8.6,
    bodyTypes: TRUCK_BODIES,
    bodyTypeRequired: true,
    extras: ['CINTAS', 'LONA', 'PALETEIRA'],
    assistants: { unitPrice: 70, defaultCount: 1, maxCount: 4 },
  },
  CARRETA: {
    shortName: 'Carreta',
    description: 'Cavalo mecânico com semirreboque, até 30.000 kg.',
    watermarkText: null,
    maxCapacityInKg: 30000,
    isBeta: true,
    basePrice: 780,
    pricePerKm: 10.2,
    bodyTypes: ['BAU', 'SIDER', 'GRADE_BAIXA', 'REFRIGERADO'],
    bodyTypeRequired: true,
    extras: ['CINTAS', 'LONA', 'PALETEIRA'],
    assistants: { unitPrice: 75, defaultCount: 1, maxCount: 4 },
  },
};

/** Every vehicle type of SPEC §9, smallest first (the core catalogue's order). */
export const VEHICLES: readonly VehicleSpec[] = VEHICLE_TYPES.map(({ type, label }) => ({
  type,
  name: label,
  ...SPECS[type],
}));

const byType = new Map<string, VehicleSpec>(VEHICLES.map((spec) => [spec.type, spec]));

/** The spec of a vehicle type code; undefined for an unknown code. */
export const vehicleSpec = (type: string): VehicleSpec | undefined => byType.get(type);

/** Price of the extras a shipper chose; ids the vehicle does not offer are ignored. */
export function extrasPrice(spec: VehicleSpec, extras: readonly string[]): number {
  return spec.extras
    .filter((id) => extras.includes(id))
    .reduce((sum, id) => sum + VEHICLE_EXTRAS[id].price, 0);
}

/** SPEC §3 "Vehicle" as GET /spots/vehicles-v2 sends it. */
export function toWireVehicle(spec: VehicleSpec): Vehicle {
  return {
    id: spec.type,
    name: spec.name,
    shortName: spec.shortName,
    description: spec.description,
    watermarkText: spec.watermarkText,
    maxCapacityInKg: spec.maxCapacityInKg,
    isBeta: spec.isBeta,
    possibleBodyTypes: spec.bodyTypes.map((id) => ({ id, name: BODY_TYPES[id] })),
    bodyTypeRequired: spec.bodyTypeRequired,
    availableExtras: spec.extras.map((id) => ({ id, description: VEHICLE_EXTRAS[id].description })),
    driverAssistants: { ...spec.assistants },
  };
}
