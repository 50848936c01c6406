import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe token; 32 bytes = 256 bits by default (public links need at least 128). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** Compares two secrets in constant time (for equal lengths); false when either is missing. */
export function sameSecret(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
