import { createHash } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts } from '../db/schema/index';
import {
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  MAX_FAILURES_PER_ADDRESS,
} from './policy';

interface Attempt {
  email: string;
  ip: string;
  now: Date;
}

/** First key of the two-key advisory locks taken here ('lgn'); the second is a hash of the account or address. */
const LOCK_SPACE = 0x6c676e;

const lockKey = (value: string) => createHash('sha256').update(value).digest().readInt32BE(0);

/** Ascending and without repeats: every replica takes the locks in the same order, so two never deadlock. */
function lockKeys({ email, ip }: Attempt): number[] {
  return [...new Set([lockKey(`account:${email}`), lockKey(`address:${ip}`)])].sort((a, b) => a - b);
}

/**
 * Reserves one attempt for this account and address, or returns null when either is throttled. The check and the
 * count are one step: under advisory locks on the account and the address (held to the end of the transaction,
 * on every replica), the recent failures are counted and, below every limit, a row is inserted that counts as a
 * failure until `settleLoginAttempt` says otherwise. So concurrent attempts cannot all pass the check before any
 * is counted, and a throttled guess never reaches the password hash.
 */
export async function reserveLoginAttempt(db: Database, attempt: Attempt): Promise<number | null> {
  const { email, ip, now } = attempt;
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  return db.transaction(async (tx) => {
    for (const key of lockKeys(attempt)) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}::int, ${key}::int)`);
    }
    const sameAccount = eq(loginAttempts.email, email);
    const sameAddress = eq(loginAttempts.ip, ip);
    const [counts] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${and(sameAccount, sameAddress)})`.mapWith(Number),
        account: sql<number>`count(*) filter (where ${sameAccount})`.mapWith(Number),
        address: sql<number>`count(*) filter (where ${sameAddress})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.attemptedAt, since),
          or(sameAccount, sameAddress),
        ),
      );
    if (
      (counts?.pair ?? 0) >= MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS ||
      (counts?.account ?? 0) >= MAX_FAILURES_PER_ACCOUNT ||
      (counts?.address ?? 0) >= MAX_FAILURES_PER_ADDRESS
    ) {
      return null;
    }
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ip, succeeded: false, attemptedAt: now })
      .returning({ id: loginAttempts.id });
    return row?.id ?? null;
  });
}

/**
 * What became of a reserved attempt. 'failed' leaves it counted. 'succeeded' marks it and forgives this
 * account's earlier failures from this address (not other addresses': a stranger's guesses keep counting
 * towards the account's ceiling). 'unevaluated' (the password was never checked) takes it back.
 */
export async function settleLoginAttempt(
  db: Database,
  id: number,
  outcome: 'failed' | 'succeeded' | 'unevaluated',
  { email, ip }: Pick<Attempt, 'email' | 'ip'>,
): Promise<void> {
  if (outcome === 'failed') return;
  if (outcome === 'unevaluated') {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
    return;
  }
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, id));
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        lt(loginAttempts.id, id),
      ),
    );
}
