import type { SefazEventType } from '@box/core/catalogues';

/**
 * The digital canhoto block's own texts (issue 20). Apart from the screen's MESSAGES so they travel in the block's
 * lazy chunk, not in the proof's first load; statuses, events and downloads come from core's catalogue.
 */
export const SEFAZ_MESSAGES = {
  title: 'Canhoto digital',
  eventLabel: 'Evento',
  accessKeyLabel: 'Chave de acesso',
  protocol: (protocol: string) => `Protocolo ${protocol}`,
  registeredAt: (when: string) => `Registrado em ${when}`,
  cancellationProtocol: (protocol: string) => `Protocolo do cancelamento ${protocol}`,
  rejection: (code: number, reason: string) => `Rejeição ${code}: ${reason}`,
  nextAttempt: (time: string) => `Nova tentativa às ${time}`,
  needsCertificate:
    'Para registrar este comprovante, envie o certificado A1 da empresa em Integrações, no seu perfil.',
  register: 'Registrar na SEFAZ',
  sendAgain: 'Enviar novamente',
  cancel: 'Cancelar registro',
  cancelTitle: 'Cancelar o registro na SEFAZ?',
  cancelConfirm: (event: SefazEventType) =>
    `O comprovante será retirado na SEFAZ: enviaremos o evento de cancelamento do ${CANCELLED_EVENT_NAMES[event]}. Esta ação não pode ser desfeita.`,
  cancelYes: 'Cancelar registro',
  cancelNo: 'Voltar',
  downloadFailed: 'Não foi possível baixar o arquivo. Tente novamente.',
} as const;

/** What the cancellation withdraws, named as the confirmation reads it. */
const CANCELLED_EVENT_NAMES: Record<SefazEventType, string> = {
  '110130': 'Comprovante de Entrega da NF-e (110131)',
  '110180': 'Comprovante de Entrega do CT-e (110181)',
  '110190': 'Insucesso na Entrega do CT-e (110191)',
};
