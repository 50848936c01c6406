import { financeInfoBody } from '@box/core/rules';
import { UpdateCustomerBody } from '@box/core/schemas';
import * as v from 'valibot';
import { financeInfoColumns, hasFinancialInfo } from './finance-info';

const complete = {
  cnpj: '24681357000178',
  financeName: 'Setor Financeiro',
  financeEmail: 'financeiro@mbp.example',
  financePhone: '(11) 3333-4444',
  billingPostalCode: '01310200',
  billingNumber: '1000',
  billingEmail: 'financeiro@mbp.example',
};

describe('hasFinancialInfo', () => {
  it('needs CNPJ, billing CEP and number, and the finance contact', () => {
    expect(hasFinancialInfo(complete)).toBe(true);
    for (const field of [
      'cnpj',
      'financeName',
      'financeEmail',
      'financePhone',
      'billingPostalCode',
      'billingNumber',
    ] as const) {
      expect(hasFinancialInfo({ ...complete, [field]: null }), field).toBe(false);
      expect(hasFinancialInfo({ ...complete, [field]: '  ' }), field).toBe(false);
    }
  });
});

describe('financeInfoColumns', () => {
  it('stores what the modal sends, normalized as the seed stores it', () => {
    const body = v.parse(
      UpdateCustomerBody,
      financeInfoBody({
        cnpj: '11.222.333/0001-81',
        razaoSocial: 'Loja Nova Ltda.',
        postalCode: '01310-100',
        number: '1578',
        complement: '',
        responsibleName: 'Marta Lima',
        email: 'marta@loja.example',
        phone: '(11) 98765-4321',
        phoneBranch: '12',
      }),
    );
    const columns = financeInfoColumns(body);
    expect(columns).toEqual({
      cnpj: '11222333000181',
      razaoSocial: 'Loja Nova Ltda.',
      billingPostalCode: '01310100',
      billingNumber: '1578',
      billingComplement: null,
      billingEmail: 'marta@loja.example',
      financeName: 'Marta Lima',
      financeEmail: 'marta@loja.example',
      financePhone: '(11) 98765-4321',
      financePhoneBranch: '12',
      financeDepartment: 'Financeiro',
    });
    expect(hasFinancialInfo(columns)).toBe(true);
  });
});
