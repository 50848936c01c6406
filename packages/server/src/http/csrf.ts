import { API_BASE_PATH, CSRF_FIELD, CSRF_HEADER } from '@box/core/api';
import type { Context, MiddlewareHandler } from 'hono';
import { DEMO_SEFAZ_PATH } from '../canhoto/demo-sefaz-path';
import { readCsrfCookie } from '../security/cookies';
import { claimedOrigin, isTrustedOrigin } from '../security/origins';
import { isBearerRequest } from '../security/principal';
import { sameSecret } from '../security/tokens';
import { renderMessagePage } from '../ssr/layout';
import { DEMO_WEBHOOK_RECEIVER_PATH } from '../webhooks/demo-receiver-path';
import type { AppEnv } from './env';
import { CSRF_FAILED } from './errors';
import { isPublicApiPath } from './public-routes';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Name of the hidden field that carries the token in posted forms: core's, shared with the portal's forms. */
export { CSRF_FIELD };

async function formToken(c: Context): Promise<string | undefined> {
  if (!c.req.path.startsWith('/_ssr/')) return undefined;
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return undefined;
  }
  try {
    const value = (await c.req.parseBody())[CSRF_FIELD];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

function refuse(c: Context) {
  if (c.req.path.startsWith(API_BASE_PATH)) return c.json(CSRF_FAILED, 403);
  return c.html(renderMessagePage({ title: 'Requisição recusada', message: CSRF_FAILED.message }), 403);
}

/**
 * Every other state-changing request must (a) come from our origin or a partner's, and (b) echo the CSRF token:
 * the session's, or before login the `box_csrf` cookie's (double submit, against login CSRF). The API takes it
 * from the X-CSRF-Token header; server-rendered forms from a hidden field.
 */
export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  // Demo mode's webhook receiver is called server to server (no Origin, no cookie) and changes no account state.
  if (c.req.path === DEMO_WEBHOOK_RECEIVER_PATH) return next();
  // Demo mode's fake SEFAZ too: SOAP calls from a SEFAZ client, which hold no session (canhoto/demo-sefaz-routes.ts).
  if (c.req.path.startsWith(`${DEMO_SEFAZ_PATH}/`)) return next();
  // A bearer call carries no ambient authority (its cookies are ignored, http/session.ts), and a public call is
  // authorised only by the secret in its URL: a forged request has nothing to borrow from either, whatever its
  // origin (a partner page could not send the SameSite=Lax `box_csrf` cookie for the double submit anyway).
  if (isBearerRequest(c) || isPublicApiPath(c.req.path)) return next();
  const { config } = c.get('deps');
  if (!isTrustedOrigin(claimedOrigin(c), c, config)) return refuse(c);
  const expected = c.get('session')?.csrfToken ?? readCsrfCookie(c, config);
  const presented = c.req.header(CSRF_HEADER) ?? (await formToken(c));
  if (!sameSecret(presented, expected)) return refuse(c);
  await next();
};
