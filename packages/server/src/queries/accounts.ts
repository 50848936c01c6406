import type { NewAccount } from '@box/core/rules';
import { ROLE } from '@box/core/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, users } from '../db/schema/index';

export interface RetailerUser {
  id: number;
  name: string;
  email: string;
  roleId: number;
  disabledAt: Date | null;
  createdAt: Date;
}

/** The people of one customer account, for the super admin's /admin/varejistas/{id}/usuarios. */
export function listRetailerUsers(db: Database, customerId: number): Promise<RetailerUser[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      roleId: users.roleId,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.customerId, customerId))
    .orderBy(asc(users.name), asc(users.id));
}

export type CreateAccountOutcome =
  | { kind: 'created'; customerId: number; userId: number }
  | { kind: 'email_in_use' };

// PostgreSQL's unique_violation: another registration took the e-mail between our check and the insert.
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error as { code: unknown }).code === '23505';

/**
 * The super admin's 'Cadastrar nova conta': a customer and its first user (role ADMIN), in one transaction, so a
 * refused user leaves no customer behind. The e-mail is unique across the platform (users_email_key decides
 * when two registrations race).
 */
export async function createAccount(
  db: Database,
  account: Omit<NewAccount, 'password'> & { passwordHash: string; now: Date },
): Promise<CreateAccountOutcome> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, account.email))
    .limit(1);
  if (taken) return { kind: 'email_in_use' };
  try {
    return await db.transaction(async (tx) => {
      const [customer] = await tx
        .insert(customers)
        .values({
          razaoSocial: account.razaoSocial,
          nickname: account.nickname,
          cnpj: account.cnpj,
          // A new account has not requested anything yet: its 90 days of inactivity start now.
          createdAt: account.now,
        })
        .returning({ id: customers.id });
      const [user] = await tx
        .insert(users)
        .values({
          customerId: customer!.id,
          name: account.userName,
          email: account.email,
          roleId: ROLE.ADMIN,
          passwordHash: account.passwordHash,
          createdAt: account.now,
        })
        .returning({ id: users.id });
      return { kind: 'created' as const, customerId: customer!.id, userId: user!.id };
    });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    if (isUniqueViolation(error) || isUniqueViolation(cause)) return { kind: 'email_in_use' };
    throw error;
  }
}
