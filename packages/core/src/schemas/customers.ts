import * as v from 'valibot';
import { Id } from './primitives';

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
