import { EMBED_TOKEN_RENEW_BEFORE_MS } from '@box/core/catalogues';
import { embedTokenTimes } from '@box/core/rules';
import { useEffect, useRef } from 'react';

/** How long the page remembers a token it was given: twice the longest lifetime (EMBED_TOKEN_MAX_MINUTES). */
const REMEMBERED_MS = 2 * 60 * 60_000;

/**
 * When this page first got each embed token (`performance.now()`, which no clock setting moves). Kept for the
 * page, not for one element: an element the page adds later with a token it already holds counts from when the
 * token first came, not from its own mount, so it still warns in time (at once for a token past its end).
 */
const firstSet = new Map<string, number>();

/** How long ago (ms, monotonic) the page first set this token; 0 the first time. */
function elapsedSinceFirstSet(token: string): number {
  const now = performance.now();
  // Forgets old tokens, and any time ahead of now (another monotonic origin: a test's fake clock).
  for (const [other, at] of firstSet) if (now - at > REMEMBERED_MS || at > now) firstSet.delete(other);
  const at = firstSet.get(token) ?? now;
  firstSet.set(token, at);
  return now - at;
}

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
    // EMBED_TOKEN_RENEW_BEFORE_MS before its end, but not before half of it: a page that renews at once does not
    // loop on one-minute tokens.
    const renewAt = Math.max(lifetime - EMBED_TOKEN_RENEW_BEFORE_MS, lifetime / 2);
    // An hour at most for a token the server minted (EMBED_TOKEN_MAX_MINUTES), well within setTimeout's range: a
    // token made up by the page past that range would only be warned about at once.
    const delay = renewAt - elapsedSinceFirstSet(authToken);
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
