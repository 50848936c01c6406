import { API_BASE_PATH } from '@box/core/api';
import type { MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie } from '../security/cookies';
import { findSession, type SessionContext } from '../security/sessions';
import type { AppEnv } from './env';
import { singleFlightPerDatabase } from './single-flight';

// A page opens with several calls at once, all with the same cookie: they share one look-up of the session
// (and its idle-time touch), never one older than the look-up in progress when they came.
const lookupOf = singleFlightPerDatabase<SessionContext | null>();

// Static files never need to know who is asking: no database round trip for them.
const needsSession = (path: string) => path.startsWith(`${API_BASE_PATH}/`) || path.startsWith('/_ssr/');

/** Puts the caller's live session (or null) on the context; a cookie for a dead session is cleared. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!needsSession(c.req.path)) {
    c.set('session', null);
    return next();
  }
  const { db, config, clock } = c.get('deps');
  const token = readSessionCookie(c, config);
  const shared = token ? await lookupOf(db)(token, () => findSession(db, token, clock())) : null;
  // Each request gets its own copy: nothing one request does to its session reaches another's.
  const session = shared ? { ...shared } : null;
  if (token && !session) clearSessionCookie(c, config);
  c.set('session', session);
  await next();
};
