import { VEHICLES } from '../domain/vehicles';

/** Charge type codes of SPEC §3 the demo uses. */
export const CHARGE = {
  OTHER: 99,
  WAITING_TIME: 101,
  DISTANCE: 102,
  CO_DRIVER: 103,
  TOLL: 104,
  RETURN: 105,
  PERNOITE: 107,
  REENTREGA: 108,
  AD_VALOREM: 110,
  CANCELAMENTO: 111,
  REEMBOLSO: 112,
  EXCEDENTE_DE_PESO: 113,
  ESTORNO_CANCELAMENTO: 114,
  ROTA_CIRCULAR: 115,
  DISCOUNT: 501,
  DESCARGA: 550,
} as const;

export const OTHER_CHARGE_DESCRIPTIONS = [
  'Taxa de agendamento especial',
  'Armazenagem temporária',
  'Embalagem adicional',
  'Estacionamento no local de entrega',
] as const;

/** Base price and price per km per vehicle type: the server's vehicle catalogue, so demo orders cost what quotes do. */
export const TARIFF: Record<string, { base: number; perKm: number }> = Object.fromEntries(
  VEHICLES.map((v) => [v.type, { base: v.basePrice, perKm: v.pricePerKm }]),
);

/** Vehicle types weighted by how often shippers ask for them. */
export const VEHICLE_MIX = [
  'MOTO',
  'MOTO',
  'MOTO',
  'MOTO',
  'PASSEIO',
  'PASSEIO',
  'PASSEIO',
  'FIORINO',
  'FIORINO',
  'FIORINO',
  'FIORINO',
  'VAN',
  'VAN',
  'HR',
  'IVECO',
] as const;

export const TAX_RATES = { PIS_COFINS: 0.0925, ISS: 0.05, ICMS: 0.12 } as const;
export const TAX_NAMES = { PIS_COFINS: 'PIS/COFINS', ISS: 'ISS', ICMS: 'ICMS' } as const;

export const FAILURE_MESSAGES = [
  'Destinatário ausente',
  'Endereço não localizado',
  'Recusado pelo destinatário',
] as const;
