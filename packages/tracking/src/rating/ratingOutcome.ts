import { ApiError, SessionExpiredError } from '@box/core/api';
import { REQUEST_MESSAGES, TRACKING_ERROR_TEXTS } from '@box/core/errors';

/** What a failed POST …/rating means to the modal. */
export type RatingFailure =
  | { kind: 'already-rated' }
  | { kind: 'session-expired' }
  | { kind: 'failed'; title: string; message: string };

/** The server's code for a shipment rated before (another tab, another device). */
export const ALREADY_RATED_CODE = 'already_rated';

/**
 * 409 already_rated counts as done: the rating the recipient wanted to leave exists, so the modal shows
 * 'Avaliação enviada' (with a note that it had been rated) rather than an error they cannot fix. Any other
 * failure is SPEC §8 'Falha ao enviar a avaliação', with the server's reason when it gave one (e.g. a shipment
 * not delivered yet).
 */
export function ratingFailure(error: unknown): RatingFailure {
  if (error instanceof SessionExpiredError) return { kind: 'session-expired' };
  if (error instanceof ApiError && error.status === 409 && error.body?.code === ALREADY_RATED_CODE) {
    return { kind: 'already-rated' };
  }
  // SPEC §8 'Falha ao enviar a avaliação' as core's catalogue words it (RatingFailed), without pulling the whole catalogue.
  const serverMessage =
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.body?.message : null;
  return {
    kind: 'failed',
    title: TRACKING_ERROR_TEXTS.ratingFailed,
    message: serverMessage || REQUEST_MESSAGES.failure,
  };
}
