import * as v from 'valibot';
import { isValidCnpj } from '../rules/cnpj';
import { Email, Id } from './primitives';

export const FinancesResponsible = v.object({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  phone_branch: v.nullable(v.string()),
});
export type FinancesResponsible = v.InferOutput<typeof FinancesResponsible>;

export const BillingAddress = v.object({
  postal_code: v.string(),
  number: v.string(),
  complement: v.nullable(v.string()),
});
export type BillingAddress = v.InferOutput<typeof BillingAddress>;

/** SPEC §3 "Customer" (a retailer, for the super admin's list). */
export const Customer = v.object({
  id: Id,
  razao_social: v.string(),
  nickname: v.string(),
  cnpj: v.nullable(v.string()),
  finances_responsible: v.nullable(FinancesResponsible),
  billing_address: v.nullable(BillingAddress),
});
export type Customer = v.InferOutput<typeof Customer>;

/** GET /jade/api/retailers */
export const RetailersResponse = v.array(Customer);
export type RetailersResponse = v.InferOutput<typeof RetailersResponse>;

/** SPEC §3 "Customer finance info": what the finance info modal edits. */
export const CustomerFinanceInfo = v.object({
  cnpj: v.nullable(v.string()),
  razao_social: v.string(),
  billing_address: v.nullable(BillingAddress),
  finances_responsible: v.nullable(FinancesResponsible),
});
export type CustomerFinanceInfo = v.InferOutput<typeof CustomerFinanceInfo>;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const digits = (value: string) => value.replace(/\D/g, '');

/** The one finance contact of PATCH /customers: SPEC §7 fixes `responsible` to 'Financeiro'. */
export const FinanceContact = v.object({
  responsible: v.literal('Financeiro'),
  name: v.pipe(required('Informe o nome do responsável.'), v.maxLength(100, 'Use no máximo 100 caracteres.')),
  email: Email,
  phone: v.pipe(
    v.string(),
    v.check((value) => digits(value).length >= 10 && digits(value).length <= 11, 'Telefone inválido.'),
  ),
  phone_branch: v.nullable(v.string()),
  department: v.nullable(v.string()),
});
export type FinanceContact = v.InferOutput<typeof FinanceContact>;

/** PATCH /jade/api/customers (SPEC §7), validated by the server with the same messages the form shows. */
export const UpdateCustomerBody = v.object({
  cnpj: v.pipe(v.string(), v.check(isValidCnpj, 'CNPJ inválido.')),
  razao_social: v.pipe(
    required('Informe a razão social.'),
    v.maxLength(255, 'Use no máximo 255 caracteres.'),
  ),
  billing_address: v.object({
    cep: v.pipe(
      v.string(),
      v.check((value) => digits(value).length === 8, 'O CEP deve ter 8 dígitos.'),
    ),
    number: v.pipe(required('Informe o número.'), v.maxLength(100, 'Use no máximo 100 caracteres.')),
    complement: v.nullable(v.pipe(v.string(), v.maxLength(100, 'Use no máximo 100 caracteres.'))),
  }),
  contacts: v.pipe(v.array(FinanceContact), v.minLength(1, 'Informe o responsável financeiro.')),
  billing_email: Email,
});
export type UpdateCustomerBody = v.InferOutput<typeof UpdateCustomerBody>;
