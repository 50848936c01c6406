import { isWeightRequired } from '@box/core/catalogues';
import {
  driverAssistantsRange,
  VEHICLE_STEP_MESSAGES,
  validateBodyTypes,
  validateDriverAssistants,
} from '@box/core/rules';
import type { ApiErrorReason } from '@box/core/schemas';
import type { VehicleSpec } from '../domain/vehicles';

export interface VehicleChoice {
  extras: readonly string[];
  driverAssistantsCount: number;
  /** Only a spot command carries these two. */
  bodyTypes?: readonly string[];
  totalWeightInKilograms?: number | null;
}

/**
 * The vehicle step's rules (core rules/vehicle-step.ts, SPEC §5) checked again on the server, as validation
 * reasons: extras and body types the vehicle offers, a body type when required, assistants from 0 to the
 * vehicle's max, the weight for the larger vehicles. `extrasField` names the extras in the caller's body.
 */
export function vehicleChoiceProblems(
  spec: VehicleSpec,
  choice: VehicleChoice,
  extrasField: string,
): ApiErrorReason[] {
  const reasons: ApiErrorReason[] = [];
  const unknownExtras = choice.extras.filter((id) => !(spec.extras as readonly string[]).includes(id));
  if (unknownExtras.length > 0) {
    reasons.push({
      field: extrasField,
      message: `Adicionais não disponíveis para ${spec.name}: ${unknownExtras.join(', ')}.`,
    });
  }
  const assistants = validateDriverAssistants(
    choice.driverAssistantsCount,
    driverAssistantsRange(spec.type, spec.assistants),
  );
  if (!assistants.ok) reasons.push({ field: 'driverAssistantsCount', message: assistants.message });

  if (choice.bodyTypes) {
    const unknownBodies = choice.bodyTypes.filter(
      (id) => !(spec.bodyTypes as readonly string[]).includes(id),
    );
    const bodies = validateBodyTypes(
      { bodyTypeRequired: spec.bodyTypeRequired, possibleBodyTypes: spec.bodyTypes },
      choice.bodyTypes,
    );
    if (unknownBodies.length > 0) {
      reasons.push({
        field: 'vehicle.bodyTypes',
        message: `Carrocerias não disponíveis para ${spec.name}: ${unknownBodies.join(', ')}.`,
      });
    } else if (!bodies.ok) reasons.push({ field: 'vehicle.bodyTypes', message: bodies.message });
  }
  if (choice.totalWeightInKilograms !== undefined) {
    const kg = choice.totalWeightInKilograms;
    if ((kg === null || kg === 0) && isWeightRequired(spec.type)) {
      reasons.push({ field: 'totalWeightInKilograms', message: VEHICLE_STEP_MESSAGES.weightRequired });
    } else if (kg !== null && kg > spec.maxCapacityInKg) {
      reasons.push({
        field: 'totalWeightInKilograms',
        message: `O peso passa da capacidade de ${spec.name} (${spec.maxCapacityInKg} kg).`,
      });
    }
  }
  return reasons;
}
