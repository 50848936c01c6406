import { type FinanceInfoForm, financeInfoFormValues, validateFinanceInfo } from './finance-info';

const form: FinanceInfoForm = {
  cnpj: '12.345.678/0001-95',
  razaoSocial: 'Mercado Exemplo Ltda',
  postalCode: '01310-100',
  number: '1578',
  complement: '',
  responsibleName: 'Ana Souza',
  email: 'fin@mercado.example',
  phone: '(11) 3456-7890',
  phoneBranch: '',
};

describe('validateFinanceInfo', () => {
  it('builds the PATCH /customers body from a good form', () => {
    expect(validateFinanceInfo(form)).toEqual({
      ok: true,
      value: {
        cnpj: '12.345.678/0001-95',
        razao_social: 'Mercado Exemplo Ltda',
        billing_address: { cep: '01310-100', number: '1578', complement: null },
        contacts: [
          {
            responsible: 'Financeiro',
            name: 'Ana Souza',
            email: 'fin@mercado.example',
            phone: '(11) 3456-7890',
            phone_branch: null,
            department: 'Financeiro',
          },
        ],
        billing_email: 'fin@mercado.example',
      },
    });
  });

  it('highlights every missing required field', () => {
    const empty = Object.fromEntries(Object.keys(form).map((k) => [k, ''])) as unknown as FinanceInfoForm;
    const result = validateFinanceInfo(empty);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.fields).sort()).toEqual(
        ['cnpj', 'email', 'number', 'phone', 'postalCode', 'razaoSocial', 'responsibleName'].sort(),
      );
    }
  });

  it('maps rule failures to their fields', () => {
    const result = validateFinanceInfo({
      ...form,
      cnpj: '12.345.678/0001-90',
      postalCode: '0131',
      email: 'fin',
      phone: '(11) 3456-789',
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        cnpj: 'CNPJ inválido.',
        postalCode: 'O CEP deve ter 8 dígitos.',
        email: 'E-mail inválido',
        phone: 'Telefone inválido.',
      },
    });
  });

  it('accepts an alphanumeric CNPJ', () => {
    expect(validateFinanceInfo({ ...form, cnpj: 'Q0.SLF.MBD/7VX4-39' }).ok).toBe(true);
  });
});

describe('financeInfoFormValues', () => {
  it('turns what the account has on file into the form fields', () => {
    expect(
      financeInfoFormValues({
        cnpj: '12345678000195',
        razao_social: 'Mercado Exemplo Ltda',
        billing_address: { postal_code: '01310100', number: '1578', complement: null },
        finances_responsible: {
          name: 'Ana Souza',
          email: 'fin@mercado.example',
          phone: '(11) 3456-7890',
          phone_branch: '12',
        },
      }),
    ).toEqual({
      cnpj: '12345678000195',
      razaoSocial: 'Mercado Exemplo Ltda',
      postalCode: '01310100',
      number: '1578',
      complement: '',
      responsibleName: 'Ana Souza',
      email: 'fin@mercado.example',
      phone: '(11) 3456-7890',
      phoneBranch: '12',
    });
  });

  it('keeps out what the account does not have yet', () => {
    expect(
      financeInfoFormValues({
        cnpj: null,
        razao_social: 'Outra Loja',
        billing_address: null,
        finances_responsible: null,
      }),
    ).toEqual({ razaoSocial: 'Outra Loja' });
  });
});
