import { eq, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './policy';
import { randomToken, sha256Hex } from './tokens';

/** Who is calling, as every route sees it. */
export interface SessionContext {
  /** SHA-256 of the cookie value (the row id). */
  id: string;
  csrfToken: string;
  userId: number;
  customerId: number;
  roleId: number;
  createdAt: Date;
  lastSeenAt: Date;
}

export interface NewSession {
  /** Goes into the HttpOnly cookie; only its hash is stored. */
  token: string;
  csrfToken: string;
}

const isExpired = (createdAt: Date, lastSeenAt: Date, now: Date) =>
  now.getTime() - lastSeenAt.getTime() > SESSION_IDLE_MS ||
  now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_MS;

/** Starts a session with a fresh id (never reusing one the browser brought) and sweeps expired ones. */
export async function createSession(
  db: Database,
  input: { userId: number; ip: string; userAgent: string | null; now: Date },
): Promise<NewSession> {
  const token = randomToken();
  const csrfToken = randomToken();
  const { now } = input;
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
  await db.insert(sessions).values({
    id: sha256Hex(token),
    userId: input.userId,
    csrfToken,
    createdAt: now,
    lastSeenAt: now,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, csrfToken };
}

/**
 * The live session for a cookie value, or null. An expired session is deleted on sight; a live one has its
 * idle clock restarted.
 */
export async function findSession(db: Database, token: string, now: Date): Promise<SessionContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const id = sha256Hex(token);
  const [row] = await db
    .select({
      id: sessions.id,
      csrfToken: sessions.csrfToken,
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      customerId: users.customerId,
      roleId: users.roleId,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  if (row.disabledAt || isExpired(row.createdAt, row.lastSeenAt, now)) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { disabledAt: _, ...session } = row;
  return { ...session, lastSeenAt };
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}
