import { TRACKING_ERROR_TEXTS } from '@box/core/errors';
import { ErrorState } from '../components/error-state/ErrorState';

/** The event a widget's `onSessionExpired` becomes; the page may cancel it (`preventDefault()`). */
export const SESSION_EXPIRED_EVENT = 'box:session-expired';

export const SESSION_NOTICE_TEXTS = {
  title: TRACKING_ERROR_TEXTS.sessionExpiredTitle,
  message: 'Entre no portal Box para ver este conteúdo.',
  retry: 'Tentar novamente',
} as const;

/**
 * What a signed-in element shows when the API answers 401 and the page did not take the event over: on a
 * partner's page nobody redirects to the login, so the element says what is missing. The retry mounts the
 * screen again (after the user signed in to the portal in another tab).
 */
export function SessionNotice({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      title={SESSION_NOTICE_TEXTS.title}
      message={SESSION_NOTICE_TEXTS.message}
      onRetry={onRetry}
      retryLabel={SESSION_NOTICE_TEXTS.retry}
      retryAs="button"
    />
  );
}
