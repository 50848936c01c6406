import type { HelpSubject } from './contactTexts';

/** pt-BR texts of the help panel (a lazy chunk, opened on demand), by what the page follows. */
export const HELP_TEXTS: Record<
  HelpSubject,
  { helpTitle: string; helpAnonymous: string; helpSignedIn: string }
> = {
  shipment: {
    helpTitle: 'Ajuda com a entrega',
    helpAnonymous:
      'Fale com a nossa equipe pelo WhatsApp: informe o código de rastreio para agilizar o atendimento.',
    helpSignedIn:
      'Dúvidas sobre esta entrega? Fale com a equipe de operações pelo canal de atendimento da sua conta, informando o código de rastreio.',
  },
  order: {
    helpTitle: 'Ajuda com a ordem de serviço',
    helpAnonymous:
      'Fale com a nossa equipe pelo WhatsApp: informe o número da OS para agilizar o atendimento.',
    helpSignedIn:
      'Dúvidas sobre esta ordem de serviço? Fale com a equipe de operações pelo canal de atendimento da sua conta, informando o número da OS.',
  },
};

export const CLOSE_HELP = 'Fechar ajuda';
