import { API_SCOPE_LABELS, type ApiScope } from '@box/core/catalogues';
import { API_ERROR_CODE, type ApiErrorBody, ROLE } from '@box/core/schemas';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../security/principal';
import type { SessionContext } from '../security/sessions';
import type { AppEnv } from './env';
import { FORBIDDEN, HttpError, NOT_SIGNED_IN, UNAUTHENTICATED } from './errors';

/**
 * Who may call a route: anyone ('public', for recipients' links), any logged-in person ('user'), a
 * shipper's staff ('customer': super admin or admin) or only the provider's super admin.
 */
export type Access = 'public' | 'user' | 'customer' | 'super_admin';

/**
 * What an API key or an embed token needs to call a route: one of core's API_SCOPES, or ANY_PRINCIPAL for the
 * calls every signed-in element makes whatever it was given (GET /me). A route without one is the portal's only.
 */
export const ANY_PRINCIPAL = 'any-principal';
export type RouteScope = ApiScope | typeof ANY_PRINCIPAL;

const allowedRoles: Record<Exclude<Access, 'public'>, readonly number[] | 'any'> = {
  user: 'any',
  customer: [ROLE.SUPER_ADMIN, ROLE.ADMIN],
  super_admin: [ROLE.SUPER_ADMIN],
};

/**
 * The session, or a 401/403 HttpError. Without a session the 401 says why (`noSession`): not signed in by
 * default, an expired session, or a refused key or token.
 */
export function checkAccess(
  session: SessionContext | null,
  access: Exclude<Access, 'public'>,
  noSession: ApiErrorBody = NOT_SIGNED_IN,
): SessionContext {
  if (!session) throw new HttpError(401, noSession);
  const roles = allowedRoles[access];
  if (roles !== 'any' && !roles.includes(session.roleId)) throw new HttpError(403, FORBIDDEN);
  return session;
}

const PORTAL_ONLY: ApiErrorBody = {
  code: API_ERROR_CODE.INSUFFICIENT_SCOPE,
  message:
    'Esta operação só pode ser feita no portal, com login: chaves de API e tokens não têm acesso a ela.',
};

const missingScope = (scope: ApiScope): ApiErrorBody => ({
  code: API_ERROR_CODE.INSUFFICIENT_SCOPE,
  message: `A credencial não tem o escopo necessário para esta operação: '${scope}' (${API_SCOPE_LABELS[scope]}).`,
});

/** A key or token passes only with the route's scope among its own; a cookie session is not limited by scopes. */
export function checkScope(auth: Auth | null, scope: RouteScope | undefined): void {
  if (!auth || auth.kind === 'cookie' || scope === ANY_PRINCIPAL) return;
  if (scope === undefined) throw new HttpError(403, PORTAL_ONLY);
  if (!auth.scopes.includes(scope)) throw new HttpError(403, missingScope(scope));
}

/** A route's guard: who may call it and, for API keys and embed tokens, the scope it needs. */
export const requireAccess =
  (access: Access, scope?: RouteScope): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (access !== 'public') {
      const session = c.get('session');
      if (session) checkScope(c.get('auth'), scope);
      checkAccess(session, access, c.get('noSession'));
    }
    await next();
  };

/** The session of a route guarded by `requireAccess` (never null there). */
export function sessionOf(c: { get(key: 'session'): SessionContext | null }): SessionContext {
  const session = c.get('session');
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  return session;
}
