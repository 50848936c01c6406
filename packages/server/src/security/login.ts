import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { BUSY_RETRY_AFTER_SECONDS, PasswordWorkBusy } from './bounded-work';
import { hashPassword, needsRehash, PASSWORD_LOG_N, verifyPassword } from './password';
import { LOGIN_WINDOW_MS } from './policy';
import { reserveLoginAttempt, settleLoginAttempt } from './throttle';

/** What a refused login is told (the login page, and the current-password check of a password change). */
export const LOGIN_MESSAGES = {
  missing: 'Informe o e-mail e a senha.',
  invalid: 'E-mail ou senha incorretos.',
  throttled: 'Muitas tentativas de acesso. Aguarde 15 minutos e tente novamente.',
  busy: 'O servidor está ocupado no momento. Aguarde alguns segundos e tente novamente.',
} as const;

/**
 * How a refused login is answered wherever a password is proven (the login page, a password change): the status
 * and, for a refusal that passes with time, the seconds to wait.
 */
export const LOGIN_REFUSALS = {
  missing: { status: 400 },
  invalid: { status: 401 },
  throttled: { status: 429, retryAfter: LOGIN_WINDOW_MS / 1000 },
  busy: { status: 503, retryAfter: BUSY_RETRY_AFTER_SECONDS },
} as const satisfies Record<keyof typeof LOGIN_MESSAGES, { status: number; retryAfter?: number }>;

export type LoginOutcome =
  | { kind: 'ok'; userId: number }
  | { kind: 'invalid' }
  | { kind: 'throttled' }
  /** Too many hashes running and waiting: the password was not checked; try again shortly. */
  | { kind: 'busy' };

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
    hash.catch(() => dummyHashes.delete(logN));
    dummyHashes.set(logN, hash);
  }
  return hash;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * Checks credentials with throttling per account and address, per account and per address. The attempt is
 * counted before the password is hashed (see reserveLoginAttempt), so a burst of guesses gets no more hashes
 * than the limits allow.
 */
export async function attemptLogin(db: Database, input: LoginInput): Promise<LoginOutcome> {
  const email = normalizeEmail(input.email).slice(0, 320);
  const logN = input.logN ?? PASSWORD_LOG_N;
  const attempt = { email, ip: input.ip, now: input.now };
  const reservation = await reserveLoginAttempt(db, attempt);
  if (reservation === null) return { kind: 'throttled' };

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const password = input.password.slice(0, 1024);
  let matches: boolean;
  try {
    matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(logN)));
  } catch (error) {
    if (!(error instanceof PasswordWorkBusy)) throw error;
    await settleLoginAttempt(db, reservation, 'unevaluated', attempt);
    return { kind: 'busy' };
  }
  const succeeded = Boolean(user && !user.disabledAt && matches);
  await settleLoginAttempt(db, reservation, succeeded ? 'succeeded' : 'failed', attempt);
  if (!user || !succeeded) return { kind: 'invalid' };

  if (needsRehash(user.passwordHash, logN)) {
    // Best effort: a saturated moment only postpones the rehash to a later login.
    const rehashed = await hashPassword(password, logN).catch((error: unknown) => {
      if (error instanceof PasswordWorkBusy) return null;
      throw error;
    });
    if (rehashed) await db.update(users).set({ passwordHash: rehashed }).where(eq(users.id, user.id));
  }
  return { kind: 'ok', userId: user.id };
}
