import { hasKnownRole } from '@box/core/rules';
import type { CurrentUser } from '@box/core/schemas';
import type { AppLocation } from '../routes/router';
import { NOT_FOUND_PATH, type RouteDef } from '../routes/table';
import { loginUrl } from './loginUrl';
import type { SessionStatus } from './store';

export type Access =
  | { kind: 'allow' }
  /** The current user is still being fetched. */
  | { kind: 'wait' }
  /** GET /me failed for a reason other than 401: offer a retry. */
  | { kind: 'failed' }
  /** Full page load to the login page. */
  | { kind: 'login'; url: string }
  /** In-app redirect, replacing the history entry. */
  | { kind: 'redirect'; to: string };

export interface SessionView {
  status: SessionStatus;
  user: CurrentUser | null;
  flags: ReadonlySet<string>;
  clearedOnPath: string | null;
}

/** The route guard of SPEC §2/§6 as one pure decision. */
export function decideAccess(route: RouteDef, session: SessionView, location: AppLocation): Access {
  if (route.page === 'redirect' && route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  if (route.public) return { kind: 'allow' };
  if (session.status === 'idle' || session.status === 'loading') return { kind: 'wait' };
  if (session.status === 'failed') return { kind: 'failed' };
  const user = session.user;
  if (!user) {
    // The legacy frame already shows the login form here; sending the top window there again adds nothing.
    if (session.clearedOnPath === location.pathname) return { kind: 'allow' };
    return { kind: 'login', url: loginUrl(location.pathname + location.search) };
  }
  if (!hasKnownRole(user.person.roleId)) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.role !== undefined && user.person.roleId !== route.role)
    return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (route.feature && !session.flags.has(route.feature.flag))
    return { kind: 'redirect', to: route.feature.otherwise };
  return { kind: 'allow' };
}
