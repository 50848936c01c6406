import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import { readCsrfCookie, setCsrfCookie } from '../security/cookies';
import { randomToken } from '../security/tokens';

const looksLikeToken = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{20,200}$/.test(value);

/**
 * The token a server-rendered form carries in its hidden field: the session's, or before login the
 * `box_csrf` cookie's (created here when missing), which the CSRF check compares on submit.
 */
export function formCsrfToken(c: Context<AppEnv>): string {
  const session = c.get('session');
  if (session) return session.csrfToken;
  const cookie = readCsrfCookie(c, c.get('deps').config);
  if (looksLikeToken(cookie)) return cookie;
  const token = randomToken();
  setCsrfCookie(c, c.get('deps').config, token);
  return token;
}
