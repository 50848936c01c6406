import { eq, lt, or } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { preparedRows } from '../db/prepared';
import { sessions } from '../db/schema/index';
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

/** The session and its user, read on every signed-in request (../db/prepared.ts says why it is prepared). */
const FIND_SESSION = {
  name: 'box-find-session',
  // Named as SessionContext names them, so a row is the context as it is.
  text: `SELECT s.id, s.csrf_token AS "csrfToken", s.user_id AS "userId", s.created_at AS "createdAt",
      s.last_seen_at AS "lastSeenAt", u.customer_id AS "customerId", u.role_id AS "roleId",
      u.disabled_at AS "disabledAt"
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1 LIMIT 1`,
  row: v.object({
    id: v.string(),
    csrfToken: v.string(),
    userId: v.number(),
    createdAt: v.date(),
    lastSeenAt: v.date(),
    customerId: v.number(),
    roleId: v.number(),
    disabledAt: v.nullable(v.date()),
  }),
};

/**
 * The live session for a cookie value, or null. An expired session is deleted on sight; a live one has its
 * idle clock restarted.
 */
export async function findSession(db: Database, token: string, now: Date): Promise<SessionContext | null> {
  if (token.length < 20 || token.length > 200) return null;
  const id = sha256Hex(token);
  const [row] = await preparedRows(db, FIND_SESSION, [id]);
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
