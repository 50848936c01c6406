import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { hashPassword, needsRehash, PASSWORD_LOG_N, verifyPassword } from './password';
import { isLoginThrottled, recordLoginAttempt } from './throttle';

export type LoginOutcome = { kind: 'ok'; userId: number } | { kind: 'invalid' } | { kind: 'throttled' };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  now: Date;
  /** Cost for new hashes; only tests lower it. */
  logN?: number;
}

// An unknown e-mail still costs one hash, so response time does not tell which accounts exist.
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(logN: number) {
  let hash = dummyHashes.get(logN);
  if (!hash) {
    hash = hashPassword('not-a-real-password', logN);
    dummyHashes.set(logN, hash);
  }
  return hash;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Checks credentials with throttling per account and per address, recording every attempt. */
export async function attemptLogin(db: Database, input: LoginInput): Promise<LoginOutcome> {
  const email = normalizeEmail(input.email).slice(0, 320);
  const logN = input.logN ?? PASSWORD_LOG_N;
  const attempt = { email, ip: input.ip, now: input.now };
  if (await isLoginThrottled(db, attempt)) return { kind: 'throttled' };

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const password = input.password.slice(0, 1024);
  const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(logN)));
  const succeeded = Boolean(user && !user.disabledAt && matches);
  await recordLoginAttempt(db, { ...attempt, succeeded });
  if (!user || !succeeded) return { kind: 'invalid' };

  if (needsRehash(user.passwordHash, logN)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password, logN) })
      .where(eq(users.id, user.id));
  }
  return { kind: 'ok', userId: user.id };
}
