/**
 * A random key for one finish (POST /spots `Idempotency-Key`). `crypto.randomUUID` exists only in secure
 * contexts, and an integrator's intranet page may be plain http: random bytes work everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
