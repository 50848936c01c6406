import { messageFor } from '@box/core/errors';
import { SUPER_BATCH_FORBIDDEN_MESSAGE, warehousePlace } from '@box/core/rules';
import {
  API_ERROR_CODE,
  type ApiErrorReason,
  type BatchSpot,
  type EstimateRequest,
  NewSpotCommand,
  type Place,
  type Warehouse,
} from '@box/core/schemas';
import * as v from 'valibot';
import { HttpError } from '../http/errors';
import type { VehicleSpec } from './vehicles';

/** SPEC §5/§6: only customer 0 (the provider's own staff) may request in batch. */
export const SUPER_BATCH_FORBIDDEN = new HttpError(403, {
  code: API_ERROR_CODE.FORBIDDEN,
  message: SUPER_BATCH_FORBIDDEN_MESSAGE,
});

/** SPEC §8 usersNotFound: the user the row names is not one of the customer's (or is disabled). */
export function usersNotFound(emails: string[]): HttpError {
  return new HttpError(422, {
    code: API_ERROR_CODE.USERS_NOT_FOUND,
    message: `${messageFor({ kind: 'UsersNotFound', emails }).title}: ${emails.join(', ')}`,
    details: { emails },
  });
}

/** SPEC §8 warehousesNotFound: the customer has no warehouse of that name. */
export function warehousesNotFound(name: string, customerId: number): HttpError {
  const warehouses = [{ name, customerId }];
  const { title, message } = messageFor({ kind: 'WarehousesNotFound', warehouses });
  return new HttpError(422, {
    code: API_ERROR_CODE.WAREHOUSES_NOT_FOUND,
    message: `${title}: ${message}`,
    details: { warehouses },
  });
}

/** The customer a batch names does not exist: nothing to order for. */
export function customerNotFound(customerId: number): HttpError {
  return new HttpError(422, {
    code: API_ERROR_CODE.VALIDATION_FAILED,
    message: `Dados inválidos: cliente ${customerId} não encontrado.`,
    reasons: [{ field: 'customerId', message: `Cliente ${customerId} não encontrado.` }],
  });
}

/**
 * The batch as the spot command POST /spots places: the named warehouse (as the wizard makes its place) is the
 * loading place and every transportation's origin; the vehicle type is the priced one; a vehicle that needs a
 * body type and got none (the sheet has no such column) gets its first one. Reasons when the result still is
 * not a valid command.
 */
export function batchCommand(
  batch: BatchSpot,
  warehouse: Warehouse | null,
  vehicle: VehicleSpec,
): { ok: true; command: NewSpotCommand } | { ok: false; reasons: ApiErrorReason[] } {
  const loadingPlace: Place | null = warehouse ? warehousePlace(warehouse, 'DELIVERY') : batch.loadingPlace;
  const bodyTypes =
    batch.vehicle.bodyTypes.length === 0 && vehicle.bodyTypeRequired && vehicle.bodyTypes[0]
      ? [vehicle.bodyTypes[0]]
      : batch.vehicle.bodyTypes;
  const candidate = {
    ...batch,
    vehicle: { ...batch.vehicle, type: vehicle.type, bodyTypes },
    loadingPlace,
    transportations: batch.transportations.map((t) => {
      const origin = t.origin ?? loadingPlace;
      return {
        ...t,
        origin,
        shipments: t.shipments.map((s) => ({ ...s, originPlaceId: origin?.id ?? s.originPlaceId })),
      };
    }),
  };
  const parsed = v.safeParse(NewSpotCommand, candidate);
  if (parsed.success) return { ok: true, command: parsed.output };
  return {
    ok: false,
    reasons: parsed.issues.map((issue) => ({
      field: v.getDotPath(issue) ?? '',
      message: issue.message,
    })),
  };
}

/** The estimate a spot command stands for: how the server prices a batch group, and the quotation it keeps. */
export function estimateRequestOf(command: NewSpotCommand): EstimateRequest {
  return {
    vehicle: command.vehicle.type,
    vehicleConfig: { type: command.vehicle.type, extras: command.vehicle.extras },
    notes: command.notes,
    isRoundTrip: command.isRoundTrip,
    loadingPlace: command.loadingPlace,
    unloadingPlace: command.unloadingPlace,
    places: [
      ...new Map(
        command.transportations
          .map((t) => t.destination)
          .filter((place) => place.id !== command.unloadingPlace?.id)
          .map((place) => [place.id, place]),
      ).values(),
    ],
    serviceType: command.serviceType,
    scheduledFor: command.scheduledFor,
    driverAssistantsCount: command.driverAssistantsCount,
    calculateToll: true,
    merchandisesTotalPrice: command.merchandisesTotalPrice,
  };
}
