import { CSRF_HEADER } from '@box/core';
import { Hono } from 'hono';
import { requireAccess, sessionOf } from '../http/access';
import type { AppEnv } from '../http/env';
import { HttpError, UNAUTHENTICATED } from '../http/errors';
import { loadCurrentUser } from '../queries/current-user';

/** GET /jade/api/me — who is logged in; also hands the page its CSRF token in a response header. */
export const meRoutes = new Hono<AppEnv>().get('/me', requireAccess('user'), async (c) => {
  const { db, clock } = c.get('deps');
  const session = sessionOf(c);
  const me = await loadCurrentUser(db, session.userId, clock());
  if (!me) throw new HttpError(401, UNAUTHENTICATED);
  c.header(CSRF_HEADER, session.csrfToken);
  return c.json(me);
});
