import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema/index';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from './policy';

interface Attempt {
  email: string;
  ip: string;
  now: Date;
}

/**
 * True when the account or the address has too many recent failures. Checked before the password, so a
 * throttled guess gets no answer about the password either. Kept in the database: every replica agrees.
 */
export async function isLoginThrottled(db: Database, { email, ip, now }: Attempt): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failuresWhere = (column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string) =>
    and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.attemptedAt, since));
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(failuresWhere(loginAttempts.email, email));
  if ((byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT) return true;
  const [byAddress] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(failuresWhere(loginAttempts.ip, ip));
  return (byAddress?.n ?? 0) >= MAX_FAILURES_PER_ADDRESS;
}

/** Records an attempt; a success forgives the account's earlier failures (not the address's). */
export async function recordLoginAttempt(
  db: Database,
  attempt: Attempt & { succeeded: boolean },
): Promise<void> {
  if (attempt.succeeded) {
    await db
      .delete(loginAttempts)
      .where(and(eq(loginAttempts.email, attempt.email), eq(loginAttempts.succeeded, false)));
  }
  await db.insert(loginAttempts).values({
    email: attempt.email,
    ip: attempt.ip,
    succeeded: attempt.succeeded,
    attemptedAt: attempt.now,
  });
}
