import { CSRF_COOKIE, SECURE_CSRF_COOKIE } from '@box/core/api';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { ServerConfig } from '../config';
import { SESSION_ABSOLUTE_MS } from './policy';

/** `__Host-` pins the cookie to this exact origin over TLS (no Domain, Path=/, Secure). */
export const sessionCookieName = (config: Pick<ServerConfig, 'secureCookies'>) =>
  config.secureCookies ? '__Host-box_session' : 'box_session';

export const readSessionCookie = (c: Context, config: ServerConfig) =>
  getCookie(c, sessionCookieName(config));

/** The CSRF cookie gets the same prefix behind TLS; the page's script reads either name (core csrfFromCookies). */
export const csrfCookieName = (config: Pick<ServerConfig, 'secureCookies'>) =>
  config.secureCookies ? SECURE_CSRF_COOKIE : CSRF_COOKIE;

export const readCsrfCookie = (c: Context, config: ServerConfig) => getCookie(c, csrfCookieName(config));

const maxAge = Math.floor(SESSION_ABSOLUTE_MS / 1000);

/**
 * Lax keeps the cookies to our own site's pages (and same-site partners); None lets a partner page of another
 * site use the session too (BOX_CROSS_SITE_SESSIONS), where the Origin check and the CSRF token still guard
 * every state-changing call.
 */
const sameSite = (config: ServerConfig) => (config.crossSiteSessions ? 'None' : 'Lax');

export function setSessionCookie(c: Context, config: ServerConfig, token: string) {
  setCookie(c, sessionCookieName(config), token, {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: sameSite(config),
    path: '/',
    maxAge,
  });
}

/** Readable by the page's script (not HttpOnly): the API client echoes it in the X-CSRF-Token header. */
export function setCsrfCookie(c: Context, config: ServerConfig, token: string) {
  // A plain one left from before TLS was switched on would otherwise sit beside it with a stale token.
  if (config.secureCookies && getCookie(c, CSRF_COOKIE) !== undefined) expire(c, CSRF_COOKIE, config, false);
  setCookie(c, csrfCookieName(config), token, {
    httpOnly: false,
    secure: config.secureCookies,
    sameSite: sameSite(config),
    path: '/',
    maxAge,
  });
}

const expire = (c: Context, name: string, config: ServerConfig, httpOnly: boolean) =>
  setCookie(c, name, '', {
    httpOnly,
    secure: config.secureCookies,
    sameSite: sameSite(config),
    path: '/',
    maxAge: 0,
  });

export const clearSessionCookie = (c: Context, config: ServerConfig) =>
  expire(c, sessionCookieName(config), config, true);

export function clearAllCookies(c: Context, config: ServerConfig) {
  clearSessionCookie(c, config);
  expire(c, csrfCookieName(config), config, false);
}
