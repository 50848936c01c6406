import type { EventSpec } from './createWidgetElement';
import { SESSION_EXPIRED_EVENT } from './SessionNotice';

/** Fired before the element's embed token runs out, with `{ expiresAt }`: the page sets a fresh token. */
export const AUTH_TOKEN_EXPIRING_EVENT = 'box:auth-token-expiring';

/**
 * The events elements share, one definition each: `box:navigate` with `{ path }` (the page routes it), the
 * cancelable `box:session-expired` with `{ code }` (the API's 401 code: 'not_signed_in' when nobody signed in,
 * 'unauthenticated' when a session or token ran out, 'invalid_credentials' for a refused token; null for a 401
 * without one) that the factory turns into its notice, once until the page sets a new token or the user retries,
 * and `box:auth-token-expiring` with `{ expiresAt }` (ISO 8601, the server's clock).
 */
export const SHARED_EVENTS = {
  navigate: { type: 'box:navigate', detail: (path: string) => ({ path }) },
  sessionExpired: { type: SESSION_EXPIRED_EVENT, detail: (code?: string | null) => ({ code: code ?? null }) },
  authTokenExpiring: { type: AUTH_TOKEN_EXPIRING_EVENT, detail: (expiresAt: string) => ({ expiresAt }) },
} as const satisfies Record<string, EventSpec>;
