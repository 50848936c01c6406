import type { Customer } from '@box/core/schemas';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers } from '../db/schema/index';

type CustomerRow = typeof customers.$inferSelect;

/** A customers row in the wire shape of core's `Customer`. */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    razao_social: row.razaoSocial,
    nickname: row.nickname,
    cnpj: row.cnpj,
    finances_responsible:
      row.financeName && row.financeEmail && row.financePhone
        ? {
            name: row.financeName,
            email: row.financeEmail,
            phone: row.financePhone,
            phone_branch: row.financePhoneBranch,
          }
        : null,
    billing_address:
      row.billingPostalCode && row.billingNumber
        ? { postal_code: row.billingPostalCode, number: row.billingNumber, complement: row.billingComplement }
        : null,
  };
}

/** GET /retailers (super admin only): every customer account, by id. */
export async function listRetailers(db: Database): Promise<Customer[]> {
  const rows = await db.select().from(customers).orderBy(asc(customers.id));
  return rows.map(toCustomer);
}
