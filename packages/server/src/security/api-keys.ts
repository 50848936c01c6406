import { API_KEY_PREFIX, type ApiScope } from '@box/core/catalogues';
import type { ApiKey } from '@box/core/schemas';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { apiKeys, customers, users } from '../db/schema/index';
import { randomToken, sha256Hex } from './tokens';

/** last_used_at is written at most this often, so a busy integration does not mean a write per call. */
export const API_KEY_TOUCH_MS = 60 * 1000;

/** 'box_sk_' and four characters of the secret: enough to tell keys apart, far too little to guess one. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

/** What a live key lets its caller be: the key's account, the user it acts as, and its scopes. */
export interface ApiKeyPrincipal {
  keyId: number;
  customerId: number;
  userId: number;
  roleId: number;
  scopes: ApiScope[];
}

const toApiKey = (row: {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  userEmail: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiScope[],
  userEmail: row.userEmail,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const keyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  userEmail: users.email,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** A new key: the secret goes back to the caller once; only its SHA-256 and its first characters are kept. */
export async function createApiKey(
  db: Database,
  input: {
    customerId: number;
    userId: number;
    createdByUserId: number;
    name: string;
    scopes: readonly ApiScope[];
    now: Date;
  },
): Promise<{ key: ApiKey; secret: string }> {
  const secret = `${API_KEY_PREFIX}${randomToken(32)}`;
  const scopes = [...new Set(input.scopes)];
  const [row] = await db
    .insert(apiKeys)
    .values({
      customerId: input.customerId,
      userId: input.userId,
      createdByUserId: input.createdByUserId,
      name: input.name,
      prefix: secret.slice(0, PREFIX_LENGTH),
      secretHash: sha256Hex(secret),
      scopes,
      createdAt: input.now,
    })
    .returning({ id: apiKeys.id });
  const [key] = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.id, row!.id));
  return { key: toApiKey(key!), secret };
}

/** The account's keys, revoked ones included (the list shows when), newest first. */
export async function listApiKeys(db: Database, customerId: number): Promise<ApiKey[]> {
  const rows = await db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.customerId, customerId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

/** Revokes one of the account's keys (its embed tokens die with it: their look-up joins the key); false if none. */
export async function revokeApiKey(
  db: Database,
  input: { id: number; customerId: number; now: Date },
): Promise<boolean> {
  const found = await db
    .select({ revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, input.id), eq(apiKeys.customerId, input.customerId)));
  if (found.length === 0) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: input.now })
    .where(and(eq(apiKeys.id, input.id), isNull(apiKeys.revokedAt)));
  return true;
}

/** A secret that could be a key (anything else is refused without a database round trip). */
export const looksLikeApiKey = (secret: string) =>
  secret.startsWith(API_KEY_PREFIX) && /^[A-Za-z0-9_-]{20,200}$/.test(secret.slice(API_KEY_PREFIX.length));

/**
 * The live key for a secret, or null: unknown, revoked, acting as a disabled user, or of a blocked account.
 * Read on every call (no cache), so a revoke takes effect on the next request.
 */
export async function findApiKey(db: Database, secret: string, now: Date): Promise<ApiKeyPrincipal | null> {
  if (!looksLikeApiKey(secret)) return null;
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      customerId: apiKeys.customerId,
      userId: apiKeys.userId,
      roleId: users.roleId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      userCustomerId: users.customerId,
      disabledAt: users.disabledAt,
      blocked: customers.blocked,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(customers, eq(customers.id, apiKeys.customerId))
    .where(and(eq(apiKeys.secretHash, sha256Hex(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || row.disabledAt || row.blocked || row.userCustomerId !== row.customerId) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= API_KEY_TOUCH_MS) {
    const staleBefore = new Date(now.getTime() - API_KEY_TOUCH_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(
        and(eq(apiKeys.id, row.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))),
      );
  }
  return {
    keyId: row.keyId,
    customerId: row.customerId,
    userId: row.userId,
    roleId: row.roleId,
    scopes: row.scopes as ApiScope[],
  };
}
