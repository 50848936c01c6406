import { DEFAULT_MAX_DRIVER_ASSISTANTS } from '../catalogues/constants';
import { areDriverAssistantsAvailable, isWeightRequired } from '../catalogues/vehicles';
import { parseMoneyInput } from '../format/numbers';
import { fail, ok, type Result } from './result';

/** Field rules of the wizard's vehicle step (SPEC §5). */
export const VEHICLE_STEP_MESSAGES = {
  weightDigits: 'Informe o peso em quilos, apenas números.',
  weightRequired: 'Informe o peso total da carga para este veículo.',
  bodyTypeRequired: 'Selecione ao menos um tipo de carroceria.',
  assistantsRange: (max: number) => `Escolha de 0 a ${max} ajudantes.`,
  priceRequired: 'Informe o valor total das mercadorias.',
  priceInvalid: 'Valor inválido. Use o formato R$ 0,00.',
} as const;

/**
 * SPEC §5 total weight in kg: digits only (an integer); optional except for 3/4, TOCO, TRUCK, BITRUCK and
 * CARRETA. Empty → null.
 */
export function validateTotalWeight(
  input: string,
  vehicleType: string,
): Result<number | null, 'WeightNotInteger' | 'WeightRequired'> {
  const text = input.trim();
  if (text === '') {
    return isWeightRequired(vehicleType)
      ? fail('WeightRequired', VEHICLE_STEP_MESSAGES.weightRequired)
      : ok(null);
  }
  if (!/^\d+$/.test(text)) return fail('WeightNotInteger', VEHICLE_STEP_MESSAGES.weightDigits);
  const kg = Number(text);
  if (kg === 0 && isWeightRequired(vehicleType))
    return fail('WeightRequired', VEHICLE_STEP_MESSAGES.weightRequired);
  return ok(kg);
}

/** SPEC §5: at least one body type when the vehicle has options and requires one. */
export function validateBodyTypes(
  vehicle: { bodyTypeRequired: boolean; possibleBodyTypes: readonly unknown[] },
  selected: readonly string[],
): Result<readonly string[], 'BodyTypeRequired'> {
  if (vehicle.bodyTypeRequired && vehicle.possibleBodyTypes.length > 0 && selected.length === 0) {
    return fail('BodyTypeRequired', VEHICLE_STEP_MESSAGES.bodyTypeRequired);
  }
  return ok(selected);
}

export interface DriverAssistantsRange {
  /** false below the Utilitário Pequeno or when the config's maxCount is 0 */
  available: boolean;
  max: number;
  defaultCount: number;
  unitPrice: number;
}

/** SPEC §9: per vehicle type unitPrice, defaultCount and maxCount; max 3 when unknown; 0 disables. */
export function driverAssistantsRange(
  vehicleType: string,
  config: { unitPrice: number; defaultCount: number; maxCount: number } | null | undefined,
): DriverAssistantsRange {
  const max = config ? config.maxCount : DEFAULT_MAX_DRIVER_ASSISTANTS;
  const available = areDriverAssistantsAvailable(vehicleType) && max > 0;
  return {
    available,
    max: available ? max : 0,
    defaultCount: available ? Math.min(config?.defaultCount ?? 0, max) : 0,
    unitPrice: config?.unitPrice ?? 0,
  };
}

/** SPEC §5 assistants: a whole number from 0 to the range's max. */
export function validateDriverAssistants(
  count: number,
  range: DriverAssistantsRange,
): Result<number, 'AssistantsOutOfRange'> {
  if (!Number.isInteger(count) || count < 0 || count > range.max) {
    return fail('AssistantsOutOfRange', VEHICLE_STEP_MESSAGES.assistantsRange(range.max));
  }
  return ok(count);
}

/**
 * SPEC §5 merchandises total price: money with 2 decimals ('R$ 1.234,56'); required when ad valorem applies,
 * otherwise optional (empty → null).
 */
export function validateMerchandisesTotalPrice(
  input: string,
  adValoremApplies: boolean,
): Result<number | null, 'PriceRequired' | 'PriceInvalid'> {
  if (input.replace(/R\$/g, '').trim() === '') {
    return adValoremApplies ? fail('PriceRequired', VEHICLE_STEP_MESSAGES.priceRequired) : ok(null);
  }
  const value = parseMoneyInput(input);
  if (value === null) return fail('PriceInvalid', VEHICLE_STEP_MESSAGES.priceInvalid);
  if (value === 0 && adValoremApplies) return fail('PriceRequired', VEHICLE_STEP_MESSAGES.priceRequired);
  return ok(value);
}
