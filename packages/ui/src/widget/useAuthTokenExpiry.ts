import { EMBED_TOKEN_RENEW_BEFORE_MS } from '@box/core/catalogues';
import { embedTokenTimes } from '@box/core/rules';
import { useEffect, useRef } from 'react';

/** setTimeout's longest delay; a token that claims to live longer (none does: 60 minutes at most) gets no timer. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * When this page first saw each embed token (`performance.now()`, which no clock setting moves). Kept for the
 * page, not for one element: an element the page adds later with the token it already holds counts from when the
 * token first came, not from its own mount, so it still warns in time (at once for a token past its end). An entry
 * goes a lifetime after its token's end.
 */
const seen = new Map<string, { at: number; forgetAt: number }>();

/** How long ago (ms, monotonic) the page first set this token; 0 the first time. */
function elapsedSinceFirstSet(token: string, lifetimeMs: number): number {
  const now = performance.now();
  for (const [other, entry] of seen) if (entry.forgetAt < now) seen.delete(other);
  const entry = seen.get(token);
  // A time ahead of now is from another monotonic origin (a test's fake clock): start over.
  if (entry && entry.at <= now) return now - entry.at;
  seen.set(token, { at: now, forgetAt: now + 2 * lifetimeMs });
  return 0;
}

/**
 * When, into a token's lifetime, the page is told to renew it: EMBED_TOKEN_RENEW_BEFORE_MS before its end, but
 * never before half of it, so a page that renews at once does not loop on one-minute tokens.
 */
export const renewalPoint = (lifetimeMs: number) =>
  Math.max(lifetimeMs - EMBED_TOKEN_RENEW_BEFORE_MS, lifetimeMs / 2);

export interface AuthTokenExpiryCallbacks {
  /** The token's lifetime is about to end; `expiresAt` is its expiry by the server's clock (ISO 8601). */
  onExpiring?: (expiresAt: string) => void;
}

/**
 * Warns the page before its embed token runs out (core's `embedTokenTimes`). The token carries the server's issue
 * and expiry times; their difference, its lifetime, is counted from when the page set the token, by a monotonic
 * clock. The page's wall clock is never compared with the server's times: a partner PC whose clock is hours
 * ahead would otherwise be warned at once for every fresh token (and renew in a loop). Nothing here decides that
 * a token ran out: only the server's 401 does (the transport reports it as the session's end).
 *
 * At most one warning per token value for this widget (a page that sets a token it had before is not warned
 * again); a new token re-arms; no token (or an API key, which carries no times) arms nothing; unmounting clears
 * the timer. The callback is read when the timer fires, so a new callback identity does not re-arm anything.
 */
export function useAuthTokenExpiry(authToken: string | undefined, callbacks: AuthTokenExpiryCallbacks): void {
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const warned = useRef(new Set<string>());
  useEffect(() => {
    const times = authToken ? embedTokenTimes(authToken) : null;
    if (!authToken || !times || warned.current.has(authToken)) return;
    const lifetime = times.expiresAt.getTime() - times.issuedAt.getTime();
    const delay = renewalPoint(lifetime) - elapsedSinceFirstSet(authToken, lifetime);
    if (delay > MAX_DELAY_MS) return;
    const expiresAt = times.expiresAt.toISOString();
    const timer = setTimeout(
      () => {
        warned.current.add(authToken);
        latest.current.onExpiring?.(expiresAt);
      },
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [authToken]);
}
