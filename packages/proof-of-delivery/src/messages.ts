import { EMPTY_TEXTS, messageFor, POD_EMAIL_TEXTS, REQUEST_MESSAGES } from '@box/core/errors';

/** Every text the proof screen shows; those quoted by SPEC §2/§5/§8 come from core's catalogue, to the letter. */
export const MESSAGES = {
  signedInTitle: (hashId: string) => `Comprovante #${hashId}`,
  publicTitle: 'Comprovante de Entrega',
  loading: 'Carregando comprovante',
  notFoundTitle: messageFor({ kind: 'ProofNotFound' }).title,
  notYetAvailable: EMPTY_TEXTS.proofUnavailable,
  back: 'Voltar',
  sessionTitle: messageFor({ kind: 'SessionExpired' }).title,
  sessionMessage: messageFor({ kind: 'SessionExpired' }).message,
  alertSuccess: REQUEST_MESSAGES.success,

  mapLabel: 'Mapa do comprovante',
  scheduledStop: 'Parada programada para este local',
  generatedHere: 'Comprovante gerado neste local',

  photosTitle: 'Fotos',
  noPhotos: 'Nenhuma foto neste comprovante.',
  photoAlt: (n: number, total: number) => `Foto ${n} de ${total} do comprovante`,
  previousPhotos: (perPage: number) => (perPage === 1 ? 'Foto anterior' : 'Fotos anteriores'),
  nextPhotos: (perPage: number) => (perPage === 1 ? 'Próxima foto' : 'Próximas fotos'),
  photoPage: (page: number, pages: number) => `Página ${page} de ${pages}`,

  signatureTitle: 'Assinatura',
  signatureAlt: (name: string | null) => (name ? `Assinatura de ${name}` : 'Assinatura do recebedor'),
  noSignature: 'Sem assinatura.',

  detailsTitle: 'Detalhes da entrega',
  fields: {
    barcode: 'Código do pedido',
    status: 'Status',
    orderId: 'OS',
    date: 'Data',
    address: 'Endereço',
    driver: 'Motorista',
    plate: 'Placa',
    notes: 'Observações do motorista',
    recipientName: 'Nome do recebedor',
    document: 'Documento',
    declaration: 'Declaração de recebimento',
    itemsCount: 'Quantidade de itens',
  },
  signedAt: (when: string) => `Assinada em ${when}`,
  dash: '-',
  badge: { success: 'Sucesso', warning: 'Sucesso parcial', fail: 'Insucesso' },

  emailTitle: 'Enviar comprovante por e-mail',
  emailLabel: 'E-mail',
  emailSend: 'Enviar',
  emailInvalid: REQUEST_MESSAGES.notEnoughData,
  emailConfirmTitle: 'Enviar comprovante',
  emailConfirm: POD_EMAIL_TEXTS.confirm,
  emailConfirmYes: 'Enviar',
  emailConfirmNo: 'Cancelar',
  emailSentTitle: POD_EMAIL_TEXTS.successTitle,
  emailSentMessage: POD_EMAIL_TEXTS.successMessage,
} as const;
