import { API_BASE_PATH } from '@box/core/api';
import { API_KEY_PREFIX, type ApiScope, EMBED_TOKEN_PREFIX } from '@box/core/catalogues';
import { type ApiErrorBody, ROLE } from '@box/core/schemas';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { INVALID_CREDENTIALS, UNAUTHENTICATED } from '../http/errors';
import { findApiKey } from './api-keys';
import { findEmbedToken } from './embed-tokens';
import type { SessionContext } from './sessions';

/** How the caller proved who they are: the portal's cookie, an API key, or an embed token bound to a page. */
export type Auth =
  | { kind: 'cookie' }
  | { kind: 'api_key'; keyId: number; scopes: readonly ApiScope[] }
  | { kind: 'embed_token'; keyId: number; scopes: readonly ApiScope[]; origin: string };

export type BearerOutcome =
  | { ok: true; session: SessionContext; auth: Exclude<Auth, { kind: 'cookie' }> }
  | { ok: false; error: ApiErrorBody };

/**
 * Bearer credentials count on the API only (the server-rendered pages are the portal's, with its cookie). An
 * Authorization header of the Bearer scheme makes the call a bearer call: its cookies are then ignored, whatever
 * the header holds. Other schemes are left alone: a browser adds `Basic` by itself behind a password-protected
 * proxy, and that must not sign the portal out.
 */
export const isBearerRequest = (c: Context) =>
  c.req.path.startsWith(`${API_BASE_PATH}/`) &&
  /^\s*bearer(?:\s|$)/i.test(c.req.header('authorization') ?? '');

/** The secret of an `Authorization: Bearer <secret>` header, or null for any other shape. */
function bearerSecret(header: string): string | null {
  const match = /^Bearer +(\S{1,300})\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** A key or token never acts with more than an account admin's rights, even when its user is the super admin. */
const cappedRole = (roleId: number) => (roleId === ROLE.SUPER_ADMIN ? ROLE.ADMIN : roleId);

function sessionOfPrincipal(
  kind: 'api_key' | 'embed_token',
  p: { keyId: number; customerId: number; userId: number; roleId: number },
  now: Date,
): SessionContext {
  return {
    // Not a session row: routes that end "other sessions" never match it, and bearer calls need no CSRF token.
    id: `${kind}:${p.keyId}`,
    csrfToken: '',
    userId: p.userId,
    customerId: p.customerId,
    roleId: cappedRole(p.roleId),
    createdAt: now,
    lastSeenAt: now,
  };
}

/**
 * The principal of a bearer call: an API key (from anywhere: server to server) or an embed token (only from the
 * page origin it was minted for; no Origin is refused too). Unknown, malformed or revoked credentials and a
 * token from another origin → invalid_credentials; an expired token → unauthenticated ('Sua sessão expirou.').
 */
export async function resolveBearer(
  db: Database,
  header: string,
  requestOrigin: string | undefined,
  now: Date,
): Promise<BearerOutcome> {
  const secret = bearerSecret(header);
  if (secret?.startsWith(API_KEY_PREFIX)) {
    const key = await findApiKey(db, secret, now);
    if (!key) return { ok: false, error: INVALID_CREDENTIALS };
    return {
      ok: true,
      session: sessionOfPrincipal('api_key', key, now),
      auth: { kind: 'api_key', keyId: key.keyId, scopes: key.scopes },
    };
  }
  if (secret?.startsWith(EMBED_TOKEN_PREFIX)) {
    const found = await findEmbedToken(db, secret, now);
    if (found.kind === 'invalid') return { ok: false, error: INVALID_CREDENTIALS };
    // The origin first: a token seen from another page is refused as such, expired or not.
    const origin = found.kind === 'expired' ? found.origin : found.principal.origin;
    if (requestOrigin !== origin) return { ok: false, error: INVALID_CREDENTIALS };
    if (found.kind === 'expired') return { ok: false, error: UNAUTHENTICATED };
    const { principal } = found;
    return {
      ok: true,
      session: sessionOfPrincipal('embed_token', principal, now),
      auth: {
        kind: 'embed_token',
        keyId: principal.keyId,
        scopes: principal.scopes,
        origin: principal.origin,
      },
    };
  }
  return { ok: false, error: INVALID_CREDENTIALS };
}
