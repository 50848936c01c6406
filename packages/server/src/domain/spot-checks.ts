import { parseScheduledFor } from '@box/core/format';
import { API_ERROR_CODE, type ApiErrorReason } from '@box/core/schemas';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../http/errors';
import { type VehicleSpec, vehicleSpec } from './vehicles';

/** A request the server refuses with reasons per field: 400 for a malformed body, 422 for a business rule. */
export function invalidRequest(reasons: ApiErrorReason[], status: ContentfulStatusCode = 400): HttpError {
  return new HttpError(status, {
    code: status === 422 ? API_ERROR_CODE.VALIDATION_FAILED : API_ERROR_CODE.VALIDATION_ERROR,
    message: `Dados inválidos: ${reasons.map((r) => r.message).join('; ')}`,
    reasons,
  });
}

/** The priced vehicle of a type; SPEC §8 'customerDoesNotHavePricingRule' when there is no tariff for it. */
export function pricedVehicle(type: string): VehicleSpec {
  const spec = vehicleSpec(type);
  if (!spec) {
    throw new HttpError(422, {
      code: API_ERROR_CODE.NO_PRICING_RULE,
      message: `Não há precificação cadastrada para o veículo ${type}`,
      details: { vehicleType: type },
    });
  }
  return spec;
}

/** The instant of a 'YYYY-MM-DD HH:mm:ss' São Paulo time (null = NOW); an impossible date is a 400. */
export function scheduledInstant(value: string | null): Date | null {
  if (value === null) return null;
  const at = parseScheduledFor(value);
  if (!at) throw invalidRequest([{ field: 'scheduledFor', message: 'Data de agendamento inexistente.' }]);
  return at;
}
