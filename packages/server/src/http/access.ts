import { ROLE } from '@box/core/schemas';
import type { MiddlewareHandler } from 'hono';
import type { SessionContext } from '../security/sessions';
import type { AppEnv } from './env';
import { FORBIDDEN, HttpError, UNAUTHENTICATED } from './errors';

/**
 * Who may call a route: anyone ('public', for recipients' links), any logged-in person ('user'), a
 * shipper's staff ('customer': super admin or admin) or only the provider's super admin.
 */
export type Access = 'public' | 'user' | 'customer' | 'super_admin';

const allowedRoles: Record<Exclude<Access, 'public'>, readonly number[] | 'any'> = {
  user: 'any',
  customer: [ROLE.SUPER_ADMIN, ROLE.ADMIN],
  super_admin: [ROLE.SUPER_ADMIN],
};

/** The session, or a 401/403 HttpError. */
export function checkAccess(
  session: SessionContext | null,
  access: Exclude<Access, 'public'>,
): SessionContext {
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  const roles = allowedRoles[access];
  if (roles !== 'any' && !roles.includes(session.roleId)) throw new HttpError(403, FORBIDDEN);
  return session;
}

export const requireAccess =
  (access: Access): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (access !== 'public') checkAccess(c.get('session'), access);
    await next();
  };

/** The session of a route guarded by `requireAccess` (never null there). */
export function sessionOf(c: { get(key: 'session'): SessionContext | null }): SessionContext {
  const session = c.get('session');
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  return session;
}
