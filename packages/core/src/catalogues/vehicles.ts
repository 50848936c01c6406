/** SPEC §9 vehicle types, in the order of size, with their pt-BR names. */
export const VEHICLE_TYPES = [
  { type: 'MOTO', label: 'Moto' },
  { type: 'PASSEIO', label: 'Veículo de Passeio' },
  { type: 'FIORINO', label: 'Utilitário Pequeno' },
  { type: 'VAN', label: 'Van' },
  { type: 'HR', label: 'VUC Pequeno' },
  { type: 'IVECO', label: 'VUC Médio' },
  { type: '3/4', label: 'VUC Grande' },
  { type: 'TOCO', label: 'Toco' },
  { type: 'TRUCK', label: 'Truck' },
  { type: 'BITRUCK', label: 'Bi-Truck' },
  { type: 'CARRETA', label: 'Carreta' },
] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number]['type'];

const labels = new Map<string, string>(VEHICLE_TYPES.map((v) => [v.type, v.label]));

/** The pt-BR name of a vehicle type; 'Desconhecido' for anything else. */
export const vehicleTypeLabel = (type: string): string => labels.get(type) ?? 'Desconhecido';
