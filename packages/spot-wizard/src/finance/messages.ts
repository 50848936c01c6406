import { REQUEST_MESSAGES } from '@box/core/errors';

/** Texts of the finance info form and modal (SPEC §5); the §8 error texts come from core's catalogue. */
export const FINANCE_MESSAGES = {
  modalTitle: 'Dados financeiros',
  intro:
    'Para concluir a solicitação, informe os dados financeiros da sua empresa. Eles são usados na cobrança dos serviços.',
  formLabel: 'Dados financeiros da empresa',
  company: 'Empresa',
  billingAddress: 'Endereço de cobrança',
  responsible: 'Responsável financeiro',
  labels: {
    cnpj: 'CNPJ',
    razaoSocial: 'Razão social',
    postalCode: 'CEP',
    number: 'Número',
    complement: 'Complemento',
    responsibleName: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    phoneBranch: 'Ramal',
  },
  placeholders: {
    cnpj: '00.000.000/0000-00',
    postalCode: '00000-000',
    phone: '(00) 00000-0000',
  },
  optional: 'Opcional',
  emailHint: 'As faturas serão enviadas para este e-mail.',
  save: 'Salvar dados',
  cancel: 'Cancelar',
  saved: REQUEST_MESSAGES.success,
  loadingCurrent: 'Carregando os dados financeiros',
  loadCurrentFailed:
    'Não foi possível carregar os dados financeiros já cadastrados. Preencha o formulário ou tente mais tarde.',
} as const;
