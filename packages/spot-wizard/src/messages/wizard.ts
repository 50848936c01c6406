/** pt-BR texts of the wizard's shell (SPEC §2 quotes are used to the letter; the others are ours). */
export const WIZARD_MESSAGES = {
  stepsLabel: 'Etapas da solicitação',
  /** The super batch screen's title (its other texts travel in its chunk: super-batch/texts.ts). */
  batchTitle: 'Solicitação em lote',
  back: 'Voltar',
  next: 'Próximo',
  // The forward buttons of steps 2 and 3 are the shell's (step 1 shows the nav too), so their texts live here
  // rather than in the steps' messages, which are in the steps' chunks.
  quote: 'Obter cotação',
  finish: 'Finalizar pedido',
  loading: 'Carregando…',
  loadErrorTitle: 'Não foi possível abrir a solicitação',
  loadErrorMessage: 'Tivemos um problema ao carregar seus dados. Tente novamente em alguns instantes.',
  retry: 'Tente novamente',
  partLoadErrorTitle: 'Não foi possível carregar esta parte da solicitação',
  partLoadErrorMessage: 'Verifique sua conexão e tente novamente.',
  sessionTitle: 'Sua sessão expirou.',
  sessionMessage: 'Você será redirecionado para a tela de login.',
} as const;
