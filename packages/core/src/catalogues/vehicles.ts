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
export const VEHICLE_TYPE_CODES = /*#__PURE__*/ VEHICLE_TYPES.map((v) => v.type) as VehicleType[];

const labels = /*#__PURE__*/ new Map<string, string>(
  /*#__PURE__*/ VEHICLE_TYPES.map((v) => [v.type, v.label]),
);

/** The pt-BR name of a vehicle type; 'Desconhecido' for anything else. */
export const vehicleTypeLabel = (type: string): string => labels.get(type) ?? 'Desconhecido';

export const isVehicleType = (type: string): type is VehicleType => labels.has(type);

const sizeRank = (type: string) => VEHICLE_TYPE_CODES.indexOf(type as VehicleType);

/** SPEC §5: assistants are recommended from the Van up. */
export const DRIVER_ASSISTANTS_RECOMMENDED_FOR: readonly VehicleType[] = [
  'VAN',
  'HR',
  'IVECO',
  '3/4',
  'TOCO',
  'TRUCK',
  'BITRUCK',
  'CARRETA',
];
export const isDriverAssistantRecommended = (type: string): boolean =>
  (DRIVER_ASSISTANTS_RECOMMENDED_FOR as readonly string[]).includes(type);

/** SPEC §2: 'Ajudantes estão disponíveis a partir da categoria Utilitário Pequeno.' */
export const ASSISTANTS_FROM_VEHICLE: VehicleType = 'FIORINO';
export const ASSISTANTS_AVAILABILITY_NOTICE =
  'Ajudantes estão disponíveis a partir da categoria Utilitário Pequeno.';
export const areDriverAssistantsAvailable = (type: string): boolean =>
  sizeRank(type) >= sizeRank(ASSISTANTS_FROM_VEHICLE);

/** SPEC §5: the total weight is optional, except for these larger vehicles. */
export const WEIGHT_REQUIRED_FOR: readonly VehicleType[] = ['3/4', 'TOCO', 'TRUCK', 'BITRUCK', 'CARRETA'];
export const isWeightRequired = (type: string): boolean =>
  (WEIGHT_REQUIRED_FOR as readonly string[]).includes(type);

/** SPEC §2 restricted-vehicle policy: only these are served for now; larger ones need a contact. */
export const RESTRICTED_POLICY_SERVED: readonly VehicleType[] = ['MOTO', 'PASSEIO', 'FIORINO'];
export const RESTRICTED_POLICY_NOTICE =
  'No momento atendemos apenas Moto, Veículo de Passeio e Fiorino. Para veículos maiores, entre em contato com a Box.';

/** SPEC §6: the legacy policy holds while VAN, HR and IVECO are all offered; the new one once any is missing. */
export const LEGACY_POLICY_VEHICLES: readonly VehicleType[] = ['VAN', 'HR', 'IVECO'];
export function usesNewVehiclePolicy(availableTypes: readonly string[]): boolean {
  return LEGACY_POLICY_VEHICLES.some((type) => !availableTypes.includes(type));
}

/** SPEC §2: Toco and Truck may not circulate in São Paulo at these hours (Sundays and holidays are free). */
export const SAO_PAULO_RESTRICTED_VEHICLES: readonly VehicleType[] = ['TOCO', 'TRUCK'];
export const SAO_PAULO_RESTRICTION_WINDOWS = {
  weekdays: [
    { from: 5, to: 9 },
    { from: 17, to: 22 },
  ],
  saturday: [{ from: 10, to: 14 }],
} as const;
export const SAO_PAULO_RESTRICTION_NOTICE =
  'Toco e Truck não circulam em São Paulo de segunda a sexta das 5h às 9h e das 17h às 22h, e aos sábados das 10h às 14h. Domingos e feriados são livres.';
export const hasRestrictedCirculation = (type: string): boolean =>
  (SAO_PAULO_RESTRICTED_VEHICLES as readonly string[]).includes(type);
