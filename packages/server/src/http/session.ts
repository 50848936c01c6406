import type { MiddlewareHandler } from 'hono';
import { clearSessionCookie, readSessionCookie } from '../security/cookies';
import { findSession } from '../security/sessions';
import type { AppEnv } from './env';

// Static files never need to know who is asking: no database round trip for them.
const needsSession = (path: string) => path.startsWith('/jade/api/') || path.startsWith('/_ssr/');

/** Puts the caller's live session (or null) on the context; a cookie for a dead session is cleared. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!needsSession(c.req.path)) {
    c.set('session', null);
    return next();
  }
  const { db, config, clock } = c.get('deps');
  const token = readSessionCookie(c, config);
  const session = token ? await findSession(db, token, clock()) : null;
  if (token && !session) clearSessionCookie(c, config);
  c.set('session', session);
  await next();
};
