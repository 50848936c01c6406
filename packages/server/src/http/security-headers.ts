import { API_BASE_PATH } from '@box/core/api';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';
import type { AppEnv } from './env';

// Pages whose URL carries a secret token: the token must not leak to other sites through Referer.
const PAGE_TOKEN_PATHS = [/^\/r\//, /^\/rr\//, /^\/rrp\//, /^\/comprovantes\/publico\//];
// The same below the API's base (core's API_BASE_PATH).
const API_TOKEN_PATHS = [/^\/.*\/public\//, /^\/shipments\/by-(hash|dfe)\//, /^\/media\//];

const isTokenPath = (path: string) =>
  PAGE_TOKEN_PATHS.some((re) => re.test(path)) ||
  (path.startsWith(`${API_BASE_PATH}/`) &&
    API_TOKEN_PATHS.some((re) => re.test(path.slice(API_BASE_PATH.length))));

/**
 * The map provider's origin (BOX_MAP_STYLE_URL's), from which maplibre fetches the style, its tiles, glyphs and
 * sprite (the default providers keep them on the style's origin); none with the built-in offline style.
 */
function mapProviderSources(config: Pick<ServerConfig, 'mapStyleUrl'>): string[] {
  return config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
}

/**
 * Security headers on every response, errors and static files included. The Content-Security-Policy: scripts
 * only from us; styles also inline (the widgets adopt stylesheets and React sets style attributes); the API and
 * the map provider's origin only to connect to; images over https (and from the map provider); partners may
 * frame the widgets.
 */
export function securityHeaders(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const mapProvider = mapProviderSources(config);
  const headersWith = (referrerPolicy: string) =>
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...mapProvider],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...mapProvider],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...config.partnerOrigins],
      },
      referrerPolicy,
      crossOriginOpenerPolicy: true,
      xContentTypeOptions: true,
      strictTransportSecurity: config.secureCookies ? 'max-age=31536000; includeSubDomains' : false,
      // Only the headers above: the library's other defaults were never part of our answers.
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      removePoweredBy: false,
      // A route may send a stricter policy of its own (served SVG images: nothing may run or load; Storybook).
      overwrite: false,
    });
  // The library takes one Referrer-Policy per instance: one instance per policy, chosen by path.
  const tokenPage = headersWith('no-referrer');
  const otherPage = headersWith('strict-origin-when-cross-origin');
  return (c, next) => (isTokenPath(c.req.path) ? tokenPage : otherPage)(c, next);
}

/** Personal data (the API and the server-rendered pages) is never kept by the browser or a shared cache. */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const path = c.req.path;
  if ((path.startsWith(API_BASE_PATH) || path.startsWith('/_ssr')) && !c.res.headers.has('Cache-Control')) {
    c.res.headers.set('Cache-Control', 'no-store');
  }
};
