import type { FinanceInfoValues } from './store';

/** A complete, valid form (demo data), as a user would have typed it. */
export const FILLED_FINANCE_INFO: FinanceInfoValues = {
  cnpj: '12.345.678/0001-95',
  razaoSocial: 'Mercado Exemplo Ltda (demonstração)',
  postalCode: '01310-100',
  number: '1578',
  complement: 'Sala 4',
  responsibleName: 'Ana Souza',
  email: 'financeiro@mercado.example',
  phone: '(11) 93456-7890',
  phoneBranch: '',
};

/** Values a user might get wrong: a bad CNPJ check digit, a short CEP, an e-mail without domain, a short phone. */
export const INVALID_FINANCE_INFO: FinanceInfoValues = {
  ...FILLED_FINANCE_INFO,
  cnpj: '12.345.678/0001-90',
  postalCode: '01310',
  email: 'financeiro',
  phone: '(11) 3456-78',
  number: '',
};
