import { PASSWORD_MESSAGES } from '@box/core/rules';
import type { EmailReports } from '@box/core/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { PasswordWorkBusy } from '../security/bounded-work';
import { attemptLogin, LOGIN_MESSAGES, LOGIN_REFUSALS } from '../security/login';
import { hashPassword, PASSWORD_LOG_N } from '../security/password';
import { newPasswordProblem } from '../security/password-policy';

/**
 * A person's own settings (SPEC §2 profile), shared by PATCH /users/{id} and the legacy /perfil/* pages so both
 * doors apply the same rules.
 */

/** Stores the three e-mail report preferences; the next GET /me shows them. */
export async function updateEmailReports(db: Database, userId: number, reports: EmailReports): Promise<void> {
  await db
    .update(users)
    .set({
      reportSpotStatusUpdate: reports.spotStatusUpdate,
      reportPodFailure: reports.podFailure,
      reportPodSuccess: reports.podSuccess,
    })
    .where(eq(users.id, userId));
}

/**
 * Stores a new password hash and ends every other session of the person (ASVS V7.4.3: whoever else was signed
 * in with the old password is signed out), in one transaction. The session that made the change stays.
 */
export async function changePassword(
  db: Database,
  input: { userId: number; currentSessionId: string; password: string; logN?: number },
): Promise<void> {
  const hash = await hashPassword(input.password, input.logN ?? PASSWORD_LOG_N);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, input.userId));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, input.userId), ne(sessions.id, input.currentSessionId)));
  });
}

export type PasswordChangeOutcome =
  | { kind: 'changed' }
  /** A field's rule was not met, or the current password is wrong: the field and core's message. */
  | { kind: 'refused'; field: 'password' | 'currentPassword'; message: string }
  /** Too many wrong current passwords (counted with login failures), or hashing is saturated. */
  | { kind: 'unavailable'; status: 429 | 503; retryAfter: number; message: string };

/**
 * One's own password change (PATCH /users/{id} and /_ssr/perfil/senha): the new password must pass the server's
 * rules (not blanks only, not a common password), and the current one must be proven first (ASVS 5 V6.2.3): a
 * stolen session alone cannot take the account over. The proof goes through the login check, so wrong guesses
 * are throttled and counted like failed logins from that address. Core's own rules (equal, length) are the
 * caller's, checked before.
 */
export async function changeOwnPassword(
  db: Database,
  input: {
    userId: number;
    currentSessionId: string;
    currentPassword: string;
    password: string;
    ip: string;
    now: Date;
    logN?: number;
  },
): Promise<PasswordChangeOutcome> {
  const problem = newPasswordProblem(input.password);
  if (problem) return { kind: 'refused', field: 'password', message: problem };
  if (input.currentPassword === '') {
    return { kind: 'refused', field: 'currentPassword', message: PASSWORD_MESSAGES.currentMissing };
  }
  const [user] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) return { kind: 'refused', field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong };
  const proof = await attemptLogin(db, {
    email: user.email,
    password: input.currentPassword,
    ip: input.ip,
    now: input.now,
    ...(input.logN ? { logN: input.logN } : {}),
  });
  if (proof.kind === 'throttled') {
    return { kind: 'unavailable', ...LOGIN_REFUSALS.throttled, message: LOGIN_MESSAGES.throttled };
  }
  if (proof.kind === 'busy') return busy;
  if (proof.kind !== 'ok' || proof.userId !== input.userId) {
    return { kind: 'refused', field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong };
  }
  try {
    await changePassword(db, input);
  } catch (error) {
    if (error instanceof PasswordWorkBusy) return busy;
    throw error;
  }
  return { kind: 'changed' };
}

const busy: PasswordChangeOutcome = {
  kind: 'unavailable',
  ...LOGIN_REFUSALS.busy,
  message: LOGIN_MESSAGES.busy,
};
