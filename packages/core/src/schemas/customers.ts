import * as v from 'valibot';
import { isValidCnpj } from '../rules/cnpj';
import { Email, Id } from './primitives';

export const FinancesResponsible = /*#__PURE__*/ v.object({
  name: /*#__PURE__*/ v.string(),
  email: /*#__PURE__*/ v.string(),
  phone: /*#__PURE__*/ v.string(),
  phone_branch: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type FinancesResponsible = v.InferOutput<typeof FinancesResponsible>;

export const BillingAddress = /*#__PURE__*/ v.object({
  postal_code: /*#__PURE__*/ v.string(),
  number: /*#__PURE__*/ v.string(),
  complement: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type BillingAddress = v.InferOutput<typeof BillingAddress>;

/** SPEC §3 "Customer" (a retailer, for the super admin's list). */
export const Customer = /*#__PURE__*/ v.object({
  id: Id,
  razao_social: /*#__PURE__*/ v.string(),
  nickname: /*#__PURE__*/ v.string(),
  cnpj: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  finances_responsible: /*#__PURE__*/ v.nullable(FinancesResponsible),
  billing_address: /*#__PURE__*/ v.nullable(BillingAddress),
});
export type Customer = v.InferOutput<typeof Customer>;

/** GET /jade/api/retailers */
export const RetailersResponse = /*#__PURE__*/ v.array(Customer);
export type RetailersResponse = v.InferOutput<typeof RetailersResponse>;

/** SPEC §3 "Customer finance info": what the finance info modal edits. */
export const CustomerFinanceInfo = /*#__PURE__*/ v.object({
  cnpj: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  razao_social: /*#__PURE__*/ v.string(),
  billing_address: /*#__PURE__*/ v.nullable(BillingAddress),
  finances_responsible: /*#__PURE__*/ v.nullable(FinancesResponsible),
});
export type CustomerFinanceInfo = v.InferOutput<typeof CustomerFinanceInfo>;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));
const digits = (value: string) => value.replace(/\D/g, '');

/** The one finance contact of PATCH /customers: SPEC §7 fixes `responsible` to 'Financeiro'. */
export const FinanceContact = /*#__PURE__*/ v.object({
  responsible: /*#__PURE__*/ v.literal('Financeiro'),
  name: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ required('Informe o nome do responsável.'),
    /*#__PURE__*/ v.maxLength(100, 'Use no máximo 100 caracteres.'),
  ),
  email: Email,
  phone: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.check(
      (value) => digits(value).length >= 10 && digits(value).length <= 11,
      'Telefone inválido.',
    ),
  ),
  phone_branch: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  department: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type FinanceContact = v.InferOutput<typeof FinanceContact>;

/** PATCH /jade/api/customers (SPEC §7), validated by the server with the same messages the form shows. */
export const UpdateCustomerBody = /*#__PURE__*/ v.object({
  cnpj: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.check(isValidCnpj, 'CNPJ inválido.')),
  razao_social: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ required('Informe a razão social.'),
    /*#__PURE__*/ v.maxLength(255, 'Use no máximo 255 caracteres.'),
  ),
  billing_address: /*#__PURE__*/ v.object({
    cep: /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ v.string(),
      /*#__PURE__*/ v.check((value) => digits(value).length === 8, 'O CEP deve ter 8 dígitos.'),
    ),
    number: /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ required('Informe o número.'),
      /*#__PURE__*/ v.maxLength(100, 'Use no máximo 100 caracteres.'),
    ),
    complement: /*#__PURE__*/ v.nullable(
      /*#__PURE__*/ v.pipe(
        /*#__PURE__*/ v.string(),
        /*#__PURE__*/ v.maxLength(100, 'Use no máximo 100 caracteres.'),
      ),
    ),
  }),
  contacts: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.array(FinanceContact),
    /*#__PURE__*/ v.minLength(1, 'Informe o responsável financeiro.'),
  ),
  billing_email: Email,
});
export type UpdateCustomerBody = v.InferOutput<typeof UpdateCustomerBody>;
