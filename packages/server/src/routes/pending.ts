import { API_BASE_PATH } from '@box/core/api';
import { Hono } from 'hono';
import { type Access, requireAccess } from '../http/access';
import type { AppEnv } from '../http/env';

type Method = 'GET' | 'POST' | 'PATCH';

interface PendingRoute {
  method: Method;
  /** Hono path under /jade/api */
  path: string;
  access: Access;
  /** What the call is for, in pt-BR, for the 501 message. */
  what: string;
}

/**
 * Every call of SPEC §7 that its issue has not implemented yet. Each answers 501 after the same access check
 * the real route will make. Implementing one = moving it to its resource's routes file.
 */
export const PENDING_ROUTES: readonly PendingRoute[] = [];

export const pendingRoutes = new Hono<AppEnv>();
for (const route of PENDING_ROUTES) {
  pendingRoutes.on(route.method, route.path, requireAccess(route.access), (c) =>
    c.json(
      {
        code: 'not_implemented',
        message: `Ainda não implementado: ${route.what} (${route.method} ${API_BASE_PATH}${route.path}).`,
      },
      501,
    ),
  );
}
