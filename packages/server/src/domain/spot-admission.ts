import { messageFor } from '@box/core/errors';
import {
  ACCOUNT_BANNERS,
  SCHEDULE_MESSAGES,
  scheduleTooSoonReason,
  validateScheduling,
} from '@box/core/rules';
import {
  API_ERROR_CODE,
  type ApiErrorReason,
  type NewSpotCommand,
  type SpotsConfig,
} from '@box/core/schemas';
import type { customers } from '../db/schema/index';
import { HttpError } from '../http/errors';
import { vehicleChoiceProblems } from '../pricing/vehicle-choice';
import { hasFinancialInfo } from './finance-info';
import { pricedVehicle } from './spot-checks';
import { BLOCKED_BLOCK_CODE, spotsConfigFor } from './spots-config';

type CustomerRow = typeof customers.$inferSelect;

/**
 * Whether the customer may place an order now: not blocked, inactive or barred from requesting routes
 * (403 BlockedCustomer), and with its finance info on file (400 MissingFinancialInfo). Answers the customer's
 * GET /spots/config, which the schedule is then held to.
 */
export function admitCustomer(customer: CustomerRow, now: Date): SpotsConfig {
  const config = spotsConfigFor(customer, now);
  const blocked = config.block_details?.code === BLOCKED_BLOCK_CODE;
  if (blocked || !config.pode_solicitar_rotas) {
    throw new HttpError(403, {
      code: API_ERROR_CODE.BLOCKED_CUSTOMER,
      message: blocked
        ? messageFor({ kind: 'BlockedCustomer', status: 403 }).message
        : config.block_details
          ? ACCOUNT_BANNERS.inactive
          : 'Sua conta não está autorizada a solicitar rotas. Por favor, entre em contato com o e-mail comercial',
    });
  }
  if (!hasFinancialInfo(customer)) {
    throw new HttpError(400, {
      code: API_ERROR_CODE.MISSING_FINANCIAL_INFO,
      message: messageFor({ kind: 'MissingFinancialInfo', status: 400 }).message,
    });
  }
  return config;
}

/**
 * The vehicle step's rules and the schedule, checked again on the server (SPEC §5): reasons for a 422. NOW
 * needs the team at work; a scheduled order must start after now + the minimum advance.
 */
export function commandProblems(
  command: NewSpotCommand,
  scheduledFor: Date | null,
  config: SpotsConfig,
  now: Date,
): ApiErrorReason[] {
  const problems = vehicleChoiceProblems(
    pricedVehicle(command.vehicle.type),
    {
      extras: command.vehicle.extras,
      bodyTypes: command.vehicle.bodyTypes,
      driverAssistantsCount: command.driverAssistantsCount,
      totalWeightInKilograms: command.totalWeightInKilograms,
    },
    'vehicle.extras',
  );
  const schedule = validateScheduling(
    { type: scheduledFor ? 'CUSTOM' : 'NOW', dateTime: scheduledFor },
    config,
    now,
  );
  if (!schedule.ok) {
    problems.push({
      field: 'scheduledFor',
      message:
        schedule.code === 'ImmediateUnavailable'
          ? SCHEDULE_MESSAGES.immediateUnavailable
          : scheduleTooSoonReason(config.min_advance_booking_time_minutes),
    });
  }
  return problems;
}
