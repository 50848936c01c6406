import { TRACKING_ERROR_TEXTS, trackingLoadError } from '@box/core/errors';

/**
 * The SPEC §8 texts of a tracking page that could not load: the session's end, or 'OS indisponível para
 * consulta'. Core's whole catalogue (`messageFor`) is not needed for these two, nor wanted in the first bytes.
 */
export function trackingErrorTexts(error: unknown): { title: string; message: string } {
  return trackingLoadError(error).kind === 'SessionExpired'
    ? { title: TRACKING_ERROR_TEXTS.sessionExpiredTitle, message: TRACKING_ERROR_TEXTS.sessionExpiredMessage }
    : { title: TRACKING_ERROR_TEXTS.unavailableTitle, message: TRACKING_ERROR_TEXTS.unavailableMessage };
}
