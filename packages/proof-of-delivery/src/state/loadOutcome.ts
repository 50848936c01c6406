import { ApiError, SessionExpiredError } from '@box/core/api';
import type { ProofOfDelivery } from '@box/core/schemas';

export type PodLoad =
  | { kind: 'loading' }
  | { kind: 'loaded'; pod: ProofOfDelivery }
  | { kind: 'not-found' }
  | { kind: 'not-yet' }
  | { kind: 'session-expired' };

/**
 * Answers that mean "the stop exists but its proof is not ready": 409 Conflict (the server knows the stop and
 * has no proof for it) and 425 Too Early. A pod always carries its finish time (core's schema), so the body of
 * a 200 never means "not yet".
 */
export const NOT_YET_STATUSES: readonly number[] = [409, 425];

/**
 * SPEC §2/§8: a 404, or any other failure to load (no response, a server error, an answer of unexpected shape),
 * shows the not-found page; a 401 the session message (the host was told through onSessionExpired).
 */
export function loadFailure(error: unknown): PodLoad {
  if (error instanceof SessionExpiredError) return { kind: 'session-expired' };
  if (error instanceof ApiError && NOT_YET_STATUSES.includes(error.status)) return { kind: 'not-yet' };
  return { kind: 'not-found' };
}
