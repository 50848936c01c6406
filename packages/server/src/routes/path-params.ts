import { API_ERROR_CODE } from '@box/core/schemas';
import { HttpError, NOT_FOUND } from '../http/errors';

/**
 * A database id from the path. Not a number → 400 with the field; a number no row can have (beyond 32 bits)
 * → 404, like any other id nobody owns.
 */
export function idParam(raw: string, field: string): number {
  if (!/^\d+$/.test(raw)) {
    throw new HttpError(400, {
      code: API_ERROR_CODE.VALIDATION_ERROR,
      message: `Identificador inválido: '${field}' deve ser um número.`,
      reasons: [{ field, message: `${field} deve ser um número` }],
    });
  }
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new HttpError(404, NOT_FOUND);
  return id;
}

/**
 * A secret token from a public link (base64url, as `randomToken` makes them; seeds and older links are the same
 * alphabet). Anything else cannot be one, so it is a 404 without asking the database.
 */
export function tokenParam(raw: string, notFound = NOT_FOUND): string {
  if (!/^[A-Za-z0-9_-]{16,200}$/.test(raw)) throw new HttpError(404, notFound);
  return raw;
}
