import type { EmailReports } from '@box/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema/index';
import { hashPassword, PASSWORD_LOG_N } from '../security/password';

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
