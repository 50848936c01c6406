import { maskPhone } from '@box/core/format';
import type { UpdateCustomerBody } from '@box/core/schemas';
import type { customers } from '../db/schema/index';

type CustomerRow = typeof customers.$inferSelect;
type FinanceColumns = Pick<
  CustomerRow,
  | 'cnpj'
  | 'financeName'
  | 'financeEmail'
  | 'financePhone'
  | 'billingPostalCode'
  | 'billingNumber'
  | 'billingEmail'
>;

const filled = (text: string | null) => !!text?.trim();

/**
 * SPEC §5 finance info: a customer may place orders only once its CNPJ, billing address (CEP and number) and
 * finance contact (name, e-mail, phone) are on file; POST /spots answers MissingFinancialInfo otherwise.
 */
export function hasFinancialInfo(customer: FinanceColumns): boolean {
  return (
    filled(customer.cnpj) &&
    filled(customer.billingPostalCode) &&
    filled(customer.billingNumber) &&
    filled(customer.financeName) &&
    filled(customer.financeEmail) &&
    filled(customer.financePhone)
  );
}

/**
 * The customers columns a valid PATCH /customers body sets, normalized as the seed stores them: CNPJ without
 * punctuation (letters upper-cased), CEP digits, masked phone. The 'Financeiro' contact is the finance one.
 */
export function financeInfoColumns(body: UpdateCustomerBody) {
  const contact = body.contacts.find((c) => c.responsible === 'Financeiro') ?? body.contacts[0]!;
  const optional = (text: string | null) => (text?.trim() ? text.trim() : null);
  return {
    cnpj: body.cnpj.toUpperCase().replace(/[^0-9A-Z]/g, ''),
    razaoSocial: body.razao_social,
    billingPostalCode: body.billing_address.cep.replace(/\D/g, ''),
    billingNumber: body.billing_address.number,
    billingComplement: optional(body.billing_address.complement),
    billingEmail: body.billing_email,
    financeName: contact.name,
    financeEmail: contact.email,
    financePhone: maskPhone(contact.phone),
    financePhoneBranch: optional(contact.phone_branch),
    financeDepartment: optional(contact.department),
  } satisfies Partial<CustomerRow>;
}
