import { IDEMPOTENCY_HEADER } from '@box/core/api';
import type { Context } from 'hono';
import { invalidRequest } from '../domain/spot-checks';
import type { AppEnv } from './env';

/** Keys are made by the client (a UUID in the portal); anything printable up to 200 characters is accepted. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's Idempotency-Key (POST /spots, POST /spots/batch), null without one; a key that is not 1–200
 * visible characters is a 400.
 */
export function idempotencyKeyOf(c: Context<AppEnv>): string | null {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw invalidRequest([
      { field: IDEMPOTENCY_HEADER, message: 'Chave de idempotência inválida (até 200 caracteres visíveis).' },
    ]);
  }
  return key;
}

export const IDEMPOTENCY_KEY_REQUIRED =
  'Envie o cabeçalho Idempotency-Key (uma chave por grupo): sem ele, um reenvio criaria pedidos duplicados.';

/**
 * The Idempotency-Key of a call that must not run twice (POST /spots/batch): without one, each resend of a
 * group would place another order, so a request without it is a 400 rather than a silent duplicate.
 */
export function requiredIdempotencyKeyOf(c: Context<AppEnv>): string {
  const key = idempotencyKeyOf(c);
  if (key === null) throw invalidRequest([{ field: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_KEY_REQUIRED }]);
  return key;
}
