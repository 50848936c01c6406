import { CSRF_HEADER, IDEMPOTENCY_HEADER } from '@box/core/api';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import { isPublicApiPath } from './public-routes';

const ALLOW_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
/** Every header core's client sends: a browser refuses a request whose header is missing here. */
const ALLOW_HEADERS = ['Authorization', 'Content-Type', CSRF_HEADER, IDEMPOTENCY_HEADER].join(', ');
const EXPOSE_HEADERS = [CSRF_HEADER, 'Content-Disposition', 'Retry-After'].join(', ');
const MAX_AGE_SECONDS = '600';

/**
 * CORS for /jade/api, for every origin. Public URL-authorised calls answer `*` without credentials. Every other
 * call reflects the caller's Origin with credentials: safe because a cookie counts only for our own origin and
 * BOX_PARTNER_ORIGINS (http/session.ts), so what an unlisted origin reads never depends on a cookie; it lets an
 * element on any page read its 401 (and show 'Você não está conectado') and send its bearer token.
 * Headers are set before the route runs, so error answers (401/403/4xx) carry them too. They are set with
 * `c.header()`, never through `c.res`: reading `c.res` before the route makes Hono build a placeholder answer and
 * then copy the route's answer into a new one, which on @hono/node-server turns every API answer into a
 * streamed web Response (about a seventh of a batch call's server CPU, issue 15).
 */
export const apiCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  const isPublic = isPublicApiPath(c.req.path);
  if (isPublic) {
    c.header('Access-Control-Allow-Origin', '*');
  } else {
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
  }
  c.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined;
  if (!preflight) {
    await next();
    // After the route, on its answer's own headers (c.header() would copy the answer again): an answer that
    // sets its own Vary (compression) keeps it.
    if (!isPublic) c.res.headers.append('Vary', 'Origin');
    return;
  }
  if (!isPublic) c.header('Vary', 'Origin', { append: true });
  c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
  c.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
  c.header('Access-Control-Max-Age', MAX_AGE_SECONDS);
  return c.body(null, 204);
};
