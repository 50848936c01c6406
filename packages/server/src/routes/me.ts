import { CSRF_HEADER } from '@box/core/api';
import { Hono } from 'hono';
import { ANY_PRINCIPAL, requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError, UNAUTHENTICATED } from '../http/errors';
import { loadCurrentUser } from '../queries/current-user';

/**
 * GET /jade/api/me — who is logged in; also hands the page its CSRF token in a response header.
 * GET /jade/api/session — whether anyone is: public pages (/r/, /rr/, a public proof) ask this first, so an
 * anonymous visitor's browser logs no failed request (a 401 from /me is a console error); only a signed-in one
 * then loads /me for the portal's layout.
 */
export const meRoutes = new Hono<AppEnv>()
  .get('/me', requireAccess('user', ANY_PRINCIPAL), async (c) => {
    const { db, clock } = c.get('deps');
    const session = sessionOf(c);
    const me = await loadCurrentUser(db, session.userId, clock());
    if (!me) throw new HttpError(401, UNAUTHENTICATED);
    // A key or token has no CSRF token (bearer calls need none).
    if (session.csrfToken) c.header(CSRF_HEADER, session.csrfToken);
    return c.json(me);
  })
  .get('/session', async (c) => {
    const { db, clock } = c.get('deps');
    const session = c.get('session');
    // Signed in exactly when /me would answer 200 (a live session of a user who may still sign in).
    const signedIn = session !== null && (await loadCurrentUser(db, session.userId, clock())) !== null;
    c.header('cache-control', 'no-store');
    return c.json({ signedIn });
  });
