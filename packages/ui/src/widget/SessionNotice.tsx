import { portalSignInUrl } from '@box/core/api';
import { NOT_SIGNED_IN_TEXT, TRACKING_ERROR_TEXTS } from '@box/core/errors';
import type { ApiErrorCode } from '@box/core/schemas';
import { useId } from 'react';
import { Button } from '../components/button/Button';
import { WarningIcon } from '../components/icons';

/** API_ERROR_CODE.NOT_SIGNED_IN, as a literal checked against the type: the bundle skips the code catalogue. */
const NOT_SIGNED_IN = 'not_signed_in' satisfies ApiErrorCode;

/** The event a widget's `onSessionExpired` becomes; the page may cancel it (`preventDefault()`). */
export const SESSION_EXPIRED_EVENT = 'box:session-expired';

export const SESSION_NOTICE_TEXTS = {
  title: TRACKING_ERROR_TEXTS.sessionExpiredTitle,
  notSignedInTitle: NOT_SIGNED_IN_TEXT,
  message: 'Entre no portal Box para ver este conteúdo.',
  tokenExpiredMessage:
    'O acesso desta página ao portal Box terminou e ela precisa renová-lo. Recarregue a página para continuar.',
  signIn: 'Entrar no portal Box',
  signInHint: '(abre em uma nova aba)',
  retry: 'Tentar novamente',
} as const;

/**
 * Why the element shows its notice: nobody signed in ('not-signed-in': no cookie and no token), the portal
 * session ended ('session-expired'), or the page's token ran out or was refused ('token-expired').
 */
export type SessionNoticeKind = 'not-signed-in' | 'session-expired' | 'token-expired';

/** The notice for a 401's code (or the expiry timer's), given whether the page set a token. */
export function sessionNoticeKind(code: string | null | undefined, withToken: boolean): SessionNoticeKind {
  if (code === NOT_SIGNED_IN) return 'not-signed-in';
  return withToken ? 'token-expired' : 'session-expired';
}

export interface SessionNoticeProps {
  kind: SessionNoticeKind;
  /** The element's API base: the sign-in link goes to the portal on its origin (else the page's). */
  apiBase?: string;
  onRetry: () => void;
}

/**
 * What a signed-in element shows when the API answers 401 and the page did not take the event over: on a
 * partner's page nobody redirects to the login, so the element says what is missing and what to do. Without a
 * token the user signs in to the portal (a link, in a new tab) and comes back to 'Tentar novamente', which mounts
 * the screen again; with a token only the page can renew it.
 */
export function SessionNotice({ kind, apiBase, onRetry }: SessionNoticeProps) {
  const titleId = useId();
  const T = SESSION_NOTICE_TEXTS;
  const withSignIn = kind !== 'token-expired';
  return (
    <section className="box-error-state box-session-notice" role="alert" aria-labelledby={titleId}>
      <span className="box-error-state__icon">
        <WarningIcon />
      </span>
      <h2 className="box-error-state__title" id={titleId}>
        {kind === 'not-signed-in' ? T.notSignedInTitle : T.title}
      </h2>
      <p className="box-error-state__message">{withSignIn ? T.message : T.tokenExpiredMessage}</p>
      <div className="box-error-state__action box-session-notice__actions">
        {withSignIn ? (
          <a
            className="box-button box-button--primary box-button--md"
            part="button button-primary"
            href={portalSignInUrl(apiBase, document.baseURI)}
            target="_blank"
            rel="noopener"
          >
            {T.signIn}
            <span className="box-sr-only"> {T.signInHint}</span>
          </a>
        ) : null}
        <Button variant="secondary" onClick={onRetry}>
          {T.retry}
        </Button>
      </div>
    </section>
  );
}
