import { DEFAULT_MIN_ADVANCE_BOOKING_MINUTES } from '@box/core/catalogues';
import { API_ERROR_CODE, type SpotsConfig } from '@box/core/schemas';
import { type AccountState, accountFlags } from './account-flags';
import { serviceAvailableAt } from './service-hours';

/** SPEC §4: `block_details.code` that marks an inactive customer (core's isInactiveByConfig). */
export const INACTIVE_BLOCK_CODE = 'Inatividade';
/** Ours: a customer blocked for requests (payment problems); the same code POST /spots answers. */
export const BLOCKED_BLOCK_CODE = API_ERROR_CODE.BLOCKED_CUSTOMER;

/**
 * GET /spots/config for an account at `now`: service availability from the operating hours, immediate booking
 * only while the team works, and the account's block (blocked wins over inactive, as the banners do).
 */
export function spotsConfigFor(account: AccountState, now: Date): SpotsConfig {
  const flags = accountFlags(account, now);
  const serviceAvailable = serviceAvailableAt(now);
  const block = flags.bloqueado ? BLOCKED_BLOCK_CODE : flags.inativo ? INACTIVE_BLOCK_CODE : null;
  return {
    min_advance_booking_time_minutes: DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
    immediate_booking_available: serviceAvailable === 'ok',
    pode_solicitar_rotas: flags.podeSolicitarRota,
    block_details: block === null ? null : { code: block },
    service_available: serviceAvailable,
  };
}
