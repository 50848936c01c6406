/** pt-BR texts of the help panel (a lazy chunk, opened on demand). */
export const HELP_TEXTS = {
  helpTitle: 'Ajuda com a entrega',
  helpAnonymous:
    'Fale com a nossa equipe pelo WhatsApp: informe o código de rastreio para agilizar o atendimento.',
  helpSignedIn:
    'Dúvidas sobre esta entrega? Fale com a equipe de operações pelo canal de atendimento da sua conta, informando o código de rastreio.',
  closeHelp: 'Fechar ajuda',
} as const;
