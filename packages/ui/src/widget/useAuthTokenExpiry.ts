import { EMBED_TOKEN_RENEW_BEFORE_MS } from '@box/core/catalogues';
import { embedTokenExpiry } from '@box/core/rules';
import type { ApiErrorCode } from '@box/core/schemas';
import { useEffect, useRef } from 'react';

/**
 * API_ERROR_CODE.UNAUTHENTICATED, what the server answers once the token has run out; a literal checked against
 * the type, so the bundle does not carry the whole code catalogue for one value.
 */
const UNAUTHENTICATED = 'unauthenticated' satisfies ApiErrorCode;

/** setTimeout's longest delay; a token that claims to live longer (none does: 60 minutes at most) gets no timer. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface AuthTokenExpiryCallbacks {
  /** The token runs out at `expiresAt` (ISO 8601) within EMBED_TOKEN_RENEW_BEFORE_MS: time to set a fresh one. */
  onExpiring?: (expiresAt: string) => void;
  /** The token ran out: the widget's calls would answer 401 'unauthenticated' from now on. */
  onExpired?: (code: string) => void;
}

/**
 * Watches the expiry an embed token carries (core's `embedTokenExpiry`): warns EMBED_TOKEN_RENEW_BEFORE_MS before
 * it (at once when already inside that window), then says it ran out. A new token re-arms both; no token (or an
 * API key, which carries no expiry) arms nothing; unmounting clears them. The callbacks are read when a timer
 * fires, so a new callback identity does not re-arm anything.
 */
export function useAuthTokenExpiry(authToken: string | undefined, callbacks: AuthTokenExpiryCallbacks): void {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  useEffect(() => {
    const expiry = authToken ? embedTokenExpiry(authToken) : null;
    if (!expiry) return;
    const expiresAt = expiry.toISOString();
    const left = expiry.getTime() - Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (delay: number, run: () => void) => {
      if (delay <= MAX_DELAY_MS) timers.push(setTimeout(run, Math.max(0, delay)));
    };
    // An already expired token needs no warning: the session-expired event says it all.
    if (left > 0) at(left - EMBED_TOKEN_RENEW_BEFORE_MS, () => latest.current.onExpiring?.(expiresAt));
    at(left, () => latest.current.onExpired?.(UNAUTHENTICATED));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [authToken]);
}
