import { API_ERROR_CODE, ROLE } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers } from '../db/schema/index';
import type { SessionContext } from '../security/sessions';
import { HttpError, NOT_FOUND } from './errors';

const OTHER_ACCOUNT_FORBIDDEN = {
  code: API_ERROR_CODE.FORBIDDEN,
  message: 'Você só pode gerenciar as integrações da sua própria conta.',
};

/**
 * The account an 'Integrações' call manages: the caller's own, or — for the super admin only — the one named by
 * `customerId` (query or body). Anyone else naming another account gets a 403; an account that does not exist, 404.
 */
export async function managedCustomerId(
  db: Database,
  session: SessionContext,
  requested: number | undefined,
): Promise<number> {
  if (requested === undefined || requested === session.customerId) return session.customerId;
  if (session.roleId !== ROLE.SUPER_ADMIN) throw new HttpError(403, OTHER_ACCOUNT_FORBIDDEN);
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, requested));
  if (!row) throw new HttpError(404, NOT_FOUND);
  return row.id;
}
