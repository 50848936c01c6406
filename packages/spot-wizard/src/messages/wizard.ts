/** pt-BR texts of the wizard's shell (SPEC §2 quotes are used to the letter; the others are ours). */
export const WIZARD_MESSAGES = {
  stepsLabel: 'Etapas da solicitação',
  back: 'Voltar',
  next: 'Próximo',
  loading: 'Carregando…',
  loadErrorTitle: 'Não foi possível abrir a solicitação',
  loadErrorMessage: 'Tivemos um problema ao carregar seus dados. Tente novamente em alguns instantes.',
  retry: 'Tente novamente',
  partLoadErrorTitle: 'Não foi possível carregar esta parte da solicitação',
  partLoadErrorMessage: 'Verifique sua conexão e tente novamente.',
  sessionTitle: 'Sua sessão expirou.',
  sessionMessage: 'Você será redirecionado para a tela de login.',
} as const;
