import { ApiError, ResponseShapeError, SessionExpiredError } from '../api/errors';
import { API_ERROR_CODE } from '../schemas/errors';
import type { DomainError } from './domain';

/** Any client failure, when the screen has no finer mapping: session, no response, or a server error. */
export function domainErrorFromApiError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  if (error instanceof ApiError)
    return error.status === 0 ? { kind: 'NetworkError' } : { kind: 'UnknownError', status: error.status };
  if (error instanceof ResponseShapeError) return { kind: 'UnknownError', status: 500 };
  return { kind: 'UnknownError', status: 0 };
}

/** SPEC §8 finance info: code validation_error → validation message; anything else → update failure. */
export function financeInfoError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  return error instanceof ApiError && error.body?.code === API_ERROR_CODE.VALIDATION_ERROR
    ? { kind: 'FinanceInfoValidation' }
    : { kind: 'FinanceInfoUpdateFailed' };
}

/** SPEC §8 proof e-mail: 400 → invalid e-mail; anything else → sending failed. */
export function podEmailError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  return error instanceof ApiError && error.status === 400
    ? { kind: 'PodEmailInvalid' }
    : { kind: 'PodEmailFailed' };
}

/** SPEC §8 password update: the server's message when it sent one, else the generic failure. */
export function passwordUpdateError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  const serverMessage = error instanceof ApiError ? (error.body?.message ?? null) : null;
  return { kind: 'PasswordUpdateFailed', serverMessage };
}

/**
 * SPEC §8 warehouse add: 'warehouse_name_in_use' flags the name; other errors are only logged, so they map to
 * null (the form shows nothing new).
 */
export function warehouseCreateError(error: unknown): DomainError | null {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  return error instanceof ApiError && error.body?.code === API_ERROR_CODE.WAREHOUSE_NAME_IN_USE
    ? { kind: 'WarehouseNameInUse' }
    : null;
}

/** SPEC §5 address finder: a 404 is an unknown CEP; other failures read as not found too, since nothing came. */
export function addressLookupError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  if (error instanceof ApiError && error.status === 0) return { kind: 'NetworkError' };
  return { kind: 'PostalCodeNotFound' };
}

/** SPEC §4 merchandise rows: any failure of the address look-up is NoGeolocationFound. */
export const merchandiseAddressError = (): DomainError => ({ kind: 'NoGeolocationFound' });

/** SPEC §8 tracking pages: a failed load shows the unavailable page. */
export function trackingLoadError(error: unknown): DomainError {
  return error instanceof SessionExpiredError ? { kind: 'SessionExpired' } : { kind: 'TrackingUnavailable' };
}
