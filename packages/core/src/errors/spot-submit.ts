import { ApiError, SessionExpiredError } from '../api/errors';
import { API_ERROR_CODE, type ApiErrorBody } from '../schemas/errors';
import type { DomainError } from './domain';

/**
 * The domain error a server error code stands for, for codes that name one (SPEC §8 translated messages);
 * null for any other code.
 */
export function domainErrorFromCode(body: ApiErrorBody): DomainError | null {
  switch (body.code) {
    case API_ERROR_CODE.ESTIMATE_NO_LONGER_VALID:
      return {
        kind: 'EstimateNoLongerValid',
        minutes: body.details?.maxTimespanBetweenSpotEstimateAndRequestInMinutes ?? 0,
      };
    case API_ERROR_CODE.MISSING_FINANCIAL_INFO:
      return { kind: 'MissingFinancialInfo', status: 400 };
    case API_ERROR_CODE.BLOCKED_CUSTOMER:
      return { kind: 'BlockedCustomer', status: 403 };
    case API_ERROR_CODE.NO_PRICING_RULE:
      return { kind: 'NoPricingRule', vehicleType: body.details?.vehicleType ?? null };
    case API_ERROR_CODE.USERS_NOT_FOUND:
      return { kind: 'UsersNotFound', emails: body.details?.emails ?? [] };
    case API_ERROR_CODE.WAREHOUSES_NOT_FOUND:
      return { kind: 'WarehousesNotFound', warehouses: body.details?.warehouses ?? [] };
    case API_ERROR_CODE.VALIDATION_FAILED:
    case API_ERROR_CODE.VALIDATION_ERROR:
      return { kind: 'ValidationError', reasons: body.reasons ?? [] };
    default:
      return null;
  }
}

/** The §8 translated refusals that name what is missing: a pricing rule, users, warehouses. */
const isTranslatedRefusal = (error: DomainError) =>
  error.kind === 'NoPricingRule' || error.kind === 'UsersNotFound' || error.kind === 'WarehousesNotFound';

/**
 * SPEC §8 spot submit mapping (POST /spots and each super-batch group): no response → NetworkError; no body →
 * UnknownError; 422 → EstimateNoLongerValid when the code says so, a translated refusal (pricing rule, users,
 * warehouses) when the code names one, else ValidationError with the reasons; other statuses →
 * MissingFinancialInfo (400), BlockedCustomer (403), the translated refusals, or UnknownError (500).
 */
export function spotSubmitError(error: unknown): DomainError {
  if (error instanceof SessionExpiredError) return { kind: 'SessionExpired' };
  if (!(error instanceof ApiError)) return { kind: 'UnknownError', status: 500 };
  if (error.status === 0) return { kind: 'NetworkError' };
  const body = error.body;
  if (!body) return { kind: 'UnknownError', status: 500 };
  if (error.status === 422) {
    if (body.code === API_ERROR_CODE.ESTIMATE_NO_LONGER_VALID)
      return domainErrorFromCode(body) as DomainError;
    // "ValidationError with reasons translated": a refusal whose code has a translated message (the server
    // answers a missing pricing rule with 422 and no reasons) shows that message, not an empty list.
    const named = domainErrorFromCode(body);
    if (named && isTranslatedRefusal(named)) return named;
    return { kind: 'ValidationError', reasons: body.reasons ?? [] };
  }
  const named = domainErrorFromCode(body);
  if (named && named.kind !== 'EstimateNoLongerValid' && named.kind !== 'ValidationError') return named;
  return { kind: 'UnknownError', status: 500 };
}

/**
 * One super-batch group's failure (POST /spots/batch): the spot submit mapping, except that a 400
 * `validation_error` lists its reasons, and a refused super batch (403 `forbidden`: not customer 0) is
 * SuperBatchNotAllowed.
 */
export function batchSpotError(error: unknown): DomainError {
  if (error instanceof ApiError && error.body) {
    const named = domainErrorFromCode(error.body);
    // A group the server could not read (a sheet value out of range): its reasons, not 'Erro no servidor'.
    if (error.status === 400 && named?.kind === 'ValidationError') return named;
    if (error.status === 403 && error.body.code === API_ERROR_CODE.FORBIDDEN)
      return { kind: 'SuperBatchNotAllowed' };
  }
  return spotSubmitError(error);
}
