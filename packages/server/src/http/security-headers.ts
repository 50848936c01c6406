import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import type { AppEnv } from './env';

// Pages whose URL carries a secret token: the token must not leak to other sites through Referer.
const TOKEN_PATHS = [
  /^\/r\//,
  /^\/rr\//,
  /^\/rrp\//,
  /^\/comprovantes\/publico\//,
  /^\/jade\/api\/.*\/public\//,
  /^\/jade\/api\/shipments\/by-(hash|dfe)\//,
  /^\/jade\/api\/media\//,
];

export const referrerPolicyFor = (path: string) =>
  TOKEN_PATHS.some((re) => re.test(path)) ? 'no-referrer' : 'strict-origin-when-cross-origin';

/**
 * The Content-Security-Policy of every response. Scripts only from us; styles also inline (the widgets adopt
 * stylesheets and React sets style attributes); map tiles and images may come from a tile provider over https.
 */
export function contentSecurityPolicy(config: Pick<ServerConfig, 'partnerOrigins'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ['frame-ancestors', "'self'", ...config.partnerOrigins].join(' '),
  ].join('; ');
}

/** Security headers on every response, errors and static files included. */
export function securityHeaders(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const csp = contentSecurityPolicy(config);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    // A route may send a stricter policy of its own (served SVG images: nothing may run or load).
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp);
    headers.set('Referrer-Policy', referrerPolicyFor(c.req.path));
    headers.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (config.secureCookies) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    const path = c.req.path;
    if ((path.startsWith('/jade/api') || path.startsWith('/_ssr')) && !headers.has('Cache-Control')) {
      // Personal data: never kept by the browser or a shared cache.
      headers.set('Cache-Control', 'no-store');
    }
  };
}
