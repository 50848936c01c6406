import { API_BASE_PATH } from '@box/core/api';
import type { Context, MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie } from '../security/cookies';
import { keptSession } from '../security/kept-sessions';
import { isPartnerOrigin, ownOrigin } from '../security/origins';
import { isBearerRequest, resolveBearer } from '../security/principal';
import type { AppEnv } from './env';
import { NOT_SIGNED_IN, UNAUTHENTICATED } from './errors';

// Static files never need to know who is asking: no database round trip for them.
const needsSession = (path: string) => path.startsWith(`${API_BASE_PATH}/`) || path.startsWith('/_ssr/');

/**
 * A cookie counts only on requests from our own origin, a partner's (BOX_PARTNER_ORIGINS), or with no Origin
 * (navigations, same-origin GETs). Any other page is treated as signed out, which is what lets the API answer
 * every origin with CORS credentials: nothing it reads there depends on a cookie.
 */
function cookieCounts(c: Context<AppEnv>): boolean {
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  const { config } = c.get('deps');
  return origin === ownOrigin(c, config) || isPartnerOrigin(origin, config);
}

/**
 * Puts the caller on the context: from a bearer header (API key or embed token; cookies are then ignored), else
 * from the session cookie; or null with the reason a signed-in route gives. A cookie for a dead session is
 * cleared.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('session', null);
  c.set('auth', null);
  c.set('noSession', NOT_SIGNED_IN);
  if (!needsSession(c.req.path)) return next();
  const { db, config, clock } = c.get('deps');
  if (isBearerRequest(c)) {
    const outcome = await resolveBearer(
      db,
      c.req.header('authorization') ?? '',
      c.req.header('origin'),
      clock(),
    );
    if (outcome.ok) {
      c.set('session', outcome.session);
      c.set('auth', outcome.auth);
    } else {
      c.set('noSession', outcome.error);
    }
    return next();
  }
  if (!cookieCounts(c)) return next();
  const token = readSessionCookie(c, config);
  // Calls that overlap share one read of the session (a page opens with several at once), reused a moment.
  const shared = token ? await keptSession(db, token, clock()) : null;
  // Each request gets its own copy: nothing one request does to its session reaches another's.
  const session = shared ? { ...shared } : null;
  if (token && !session) {
    clearSessionCookie(c, config);
    c.set('noSession', UNAUTHENTICATED);
  }
  c.set('session', session);
  if (session) c.set('auth', { kind: 'cookie' });
  await next();
};
