import { INVALID_REQUEST_MODE } from '@box/core/rules';
import { CONTACT_TEXTS } from '../shared/contactTexts';

/** pt-BR texts of the shipment page (SPEC §2 "Tracking pages"; quoted texts to the letter, the rest ours). */
export const SHIPMENT_TEXTS = {
  title: 'Rastreamento da Remessa',
  code: 'Código de rastreio',
  timelineLabel: 'Andamento da entrega',
  canceledAt: (when: string) => `Cancelada em ${when}`,
  failedTitle: 'Não foi possível concluir a entrega',
  failedMessage:
    'O entregador registrou uma tentativa sem sucesso. Acompanhe por aqui as próximas atualizações.',
  rateButton: 'Avaliação da entrega',
  autoUpdate: 'Dados atualizados automaticamente',
  showMap: 'Ver no mapa',
  back: '< Voltar',
  backLabel: 'Voltar',
  // The phone's map closes with a button that says so: a touch screen has no Escape key.
  closeMap: 'Fechar mapa',
  escHint: 'Para sair, pressione ESC',
  showDetails: 'Ver detalhes',
  hideDetails: 'Ocultar detalhes',
  help: CONTACT_TEXTS.help,
  whatsapp: CONTACT_TEXTS.whatsapp,
  whatsappMessage: (code: string) => `Olá! Preciso de ajuda com a entrega ${code}.`,
  loading: 'Carregando rastreamento',
  invalidTitle: 'Rastreamento indisponível',
  // SPEC §5 keeps 'Invalid request mode' in English: it is quoted inside the pt-BR explanation.
  invalidMessage: `O link de rastreamento está incompleto: ele precisa do código da remessa, ou da chave de acesso da nota com o código do cliente (${INVALID_REQUEST_MODE}).`,
} as const;
