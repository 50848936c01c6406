import { type CustomerFinanceInfo, UpdateCustomerBody } from '../schemas/customers';
import { type FieldErrors, validateForm } from './form-errors';

/** The finance info modal's fields (SPEC §5), as typed (masks included). */
export interface FinanceInfoForm {
  cnpj: string;
  razaoSocial: string;
  postalCode: string;
  number: string;
  complement: string;
  responsibleName: string;
  email: string;
  phone: string;
  phoneBranch: string;
}

export type FinanceInfoField = keyof FinanceInfoForm;

const bodyPathToField: Record<string, FinanceInfoField> = {
  cnpj: 'cnpj',
  razao_social: 'razaoSocial',
  'billing_address.cep': 'postalCode',
  'billing_address.number': 'number',
  'billing_address.complement': 'complement',
  'contacts.0.name': 'responsibleName',
  'contacts.0.email': 'email',
  'contacts.0.phone': 'phone',
  billing_email: 'email',
};

const REQUIRED: FinanceInfoField[] = [
  'cnpj',
  'razaoSocial',
  'postalCode',
  'number',
  'responsibleName',
  'email',
  'phone',
];
const REQUIRED_MESSAGE = 'Campo obrigatório.';

/** The PATCH /customers body of a filled form: the responsible is the 'Financeiro' contact and gets the bills. */
export function financeInfoBody(form: FinanceInfoForm) {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    cnpj: form.cnpj.trim(),
    razao_social: form.razaoSocial,
    billing_address: {
      cep: form.postalCode.trim(),
      number: form.number,
      complement: optional(form.complement),
    },
    contacts: [
      {
        responsible: 'Financeiro' as const,
        name: form.responsibleName,
        email: form.email.trim(),
        phone: form.phone.trim(),
        phone_branch: optional(form.phoneBranch),
        department: 'Financeiro',
      },
    ],
    billing_email: form.email.trim(),
  };
}

/**
 * SPEC §5 finance info: every field but complement and branch is required; CNPJ valid (alphanumeric too),
 * CEP 8 digits, e-mail x@y.z, phone at least 14 masked characters. Field errors are keyed by form field.
 */
export function validateFinanceInfo(
  form: FinanceInfoForm,
):
  | { ok: true; value: UpdateCustomerBody }
  | { ok: false; fields: Partial<Record<FinanceInfoField, string>> } {
  const fields: Partial<Record<FinanceInfoField, string>> = {};
  for (const field of REQUIRED) if (form[field].trim() === '') fields[field] = REQUIRED_MESSAGE;
  if (!fields.phone && form.phone.trim().length < 14) fields.phone = 'Telefone inválido.';
  const checked = validateForm(UpdateCustomerBody, financeInfoBody(form));
  if (!checked.ok) {
    for (const [path, message] of Object.entries(checked.fields as FieldErrors)) {
      const field = bodyPathToField[path];
      if (field && !fields[field]) fields[field] = message;
    }
  }
  if (Object.keys(fields).length > 0 || !checked.ok) return { ok: false, fields };
  return { ok: true, value: checked.value };
}

/**
 * The form's values for what the account already has on file (GET /customers/finance-info), so a form opened
 * on the profile starts from them. Absent parts stay out (the form keeps its empty defaults).
 */
export function financeInfoFormValues(info: CustomerFinanceInfo): Partial<FinanceInfoForm> {
  const values: Partial<FinanceInfoForm> = { razaoSocial: info.razao_social };
  if (info.cnpj) values.cnpj = info.cnpj;
  if (info.billing_address) {
    values.postalCode = info.billing_address.postal_code;
    values.number = info.billing_address.number;
    values.complement = info.billing_address.complement ?? '';
  }
  if (info.finances_responsible) {
    values.responsibleName = info.finances_responsible.name;
    values.email = info.finances_responsible.email;
    values.phone = info.finances_responsible.phone;
    values.phoneBranch = info.finances_responsible.phone_branch ?? '';
  }
  return values;
}
