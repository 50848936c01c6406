import { type ApiScope, EMBED_TOKEN_PREFIX } from '@box/core/catalogues';
import { embedTokenTimes } from '@box/core/rules';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiKeys, customers, embedTokens, users } from '../db/schema/index';
import { randomToken, sha256Hex } from './tokens';

/**
 * Expired rows stay this long before a sweep removes them, so a page whose token just ran out is told its
 * session expired (401 unauthenticated) rather than that its token is unknown.
 */
const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The page origin a token is bound to, as browsers send it in `Origin` (scheme://host[:port], default port
 * dropped), or null for anything else: a path, a query, credentials, or a scheme other than http(s).
 */
export function normaliseOrigin(raw: string): string | null {
  if (/[?#]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.hostname === '') return null;
  return url.origin;
}

/** Whom a live token lets its page act as. */
export interface EmbedTokenPrincipal {
  keyId: number;
  customerId: number;
  userId: number;
  roleId: number;
  scopes: ApiScope[];
  origin: string;
}

export type EmbedTokenLookup =
  | { kind: 'live'; principal: EmbedTokenPrincipal }
  | { kind: 'expired'; origin: string }
  | { kind: 'invalid' };

/**
 * Mints a token for one user and one origin. Its issue and expiry times are written into it in clear (core's
 * `embedTokenTimes` reads them: an element counts the lifetime between them from when its page set the token, so
 * it asks for a fresh one in time whatever the page's clock says) and the expiry is stored, to the second, beside
 * its hash: the server trusts only the stored one.
 */
export async function createEmbedToken(
  db: Database,
  input: {
    keyId: number;
    customerId: number;
    userId: number;
    origin: string;
    scopes: readonly ApiScope[];
    ttlMinutes: number;
    now: Date;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const { now } = input;
  const issuedSeconds = Math.floor(now.getTime() / 1000);
  const expirySeconds = issuedSeconds + input.ttlMinutes * 60;
  const expiresAt = new Date(expirySeconds * 1000);
  const token = `${EMBED_TOKEN_PREFIX}${issuedSeconds}_${expirySeconds}_${randomToken(32)}`;
  // Opportunistic sweep, as sessions do: a token is short-lived, so its row is worthless soon after.
  await db.delete(embedTokens).where(lt(embedTokens.expiresAt, new Date(now.getTime() - EXPIRED_KEPT_MS)));
  await db.insert(embedTokens).values({
    id: sha256Hex(token),
    apiKeyId: input.keyId,
    customerId: input.customerId,
    userId: input.userId,
    origin: input.origin,
    scopes: [...new Set(input.scopes)],
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * A token's state: live (with its principal), expired, or invalid (unknown, its key revoked, its user disabled,
 * its account blocked). Read on every call, so revoking the key ends its tokens on the next request.
 */
export async function findEmbedToken(db: Database, token: string, now: Date): Promise<EmbedTokenLookup> {
  if (embedTokenTimes(token) === null || token.length > 200) return { kind: 'invalid' };
  const [row] = await db
    .select({
      keyId: embedTokens.apiKeyId,
      customerId: embedTokens.customerId,
      userId: embedTokens.userId,
      roleId: users.roleId,
      scopes: embedTokens.scopes,
      origin: embedTokens.origin,
      expiresAt: embedTokens.expiresAt,
      userCustomerId: users.customerId,
      disabledAt: users.disabledAt,
      blocked: customers.blocked,
    })
    .from(embedTokens)
    .innerJoin(apiKeys, and(eq(apiKeys.id, embedTokens.apiKeyId), isNull(apiKeys.revokedAt)))
    .innerJoin(users, eq(users.id, embedTokens.userId))
    .innerJoin(customers, eq(customers.id, embedTokens.customerId))
    .where(eq(embedTokens.id, sha256Hex(token)))
    .limit(1);
  if (!row || row.disabledAt || row.blocked || row.userCustomerId !== row.customerId)
    return { kind: 'invalid' };
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired', origin: row.origin };
  const { expiresAt: _, userCustomerId: __, disabledAt: ___, blocked: ____, ...principal } = row;
  return { kind: 'live', principal: { ...principal, scopes: row.scopes as ApiScope[] } };
}
