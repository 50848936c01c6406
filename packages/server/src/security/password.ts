import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { boundedWork } from './bounded-work';

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB per hash). */
export const PASSWORD_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
// Node's default maxmem (32 MiB) is below what N = 2^17, r = 8 needs (128 MiB).
const MAX_MEM = 256 * 1024 * 1024;

/**
 * Each hash holds 128 MiB and a core for a while, so at most two run at once and a few more wait; a flood beyond
 * that is refused at once (PasswordWorkBusy → 503 with Retry-After) instead of piling up memory and starving
 * every other request.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;
const hashWork = boundedWork(HASH_CONCURRENCY, HASH_QUEUE);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return hashWork(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_BYTES, { ...options, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * 'scrypt$logN$r$p$salt$key'. The cost travels with the hash, so raising it later keeps old hashes valid
 * (they are rehashed at the next login, see `needsRehash`).
 */
export async function hashPassword(password: string, logN = PASSWORD_LOG_N): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N: 2 ** logN, r: R, p: P });
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  logN: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const numbers = [Number(logN), Number(r), Number(p)];
  if (!numbers.every((n) => Number.isInteger(n) && n > 0)) return null;
  const [n, rr, pp] = numbers as [number, number, number];
  if (n > 20 || rr > 16 || pp > 4) return null;
  return { logN: n, r: rr, p: pp, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, { N: 2 ** parsed.logN, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when a stored hash is cheaper than the current policy (or unreadable). */
export function needsRehash(stored: string, logN = PASSWORD_LOG_N): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.logN < logN || parsed.r !== R || parsed.p !== P;
}
