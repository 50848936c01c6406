import { messageFor, XML_UPLOAD_MESSAGES } from '@box/core/errors';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** Texts of the fiscal documents upload page; SPEC §5 per-file texts come from core's catalogue. */
export const UPLOAD_MESSAGES = {
  intro:
    'Envie os arquivos XML das suas notas fiscais (NF-e) e conhecimentos de transporte (CT-e). Depois, use as chaves de acesso ao solicitar um serviço.',
  dropLabel: 'Arraste os arquivos XML para cá ou clique para selecionar',
  dropHint: 'Arquivos .xml de NF-e ou CT-e; vários de uma vez.',
  listLabel: 'Arquivos enviados',
  queued: 'Na fila',
  uploading: 'Enviando',
  accessKey: 'Chave de acesso',
  addressee: 'Destinatário',
  retry: 'Tentar novamente',
  retryFile: (name: string) => `Tentar enviar ${name} novamente`,
  requestSpot: 'Solicitar serviço',
  summary: (sent: number, failed: number, pending: number) =>
    [
      plural(sent, 'arquivo enviado', 'arquivos enviados'),
      failed > 0 ? plural(failed, 'com erro', 'com erro') : null,
      pending > 0 ? plural(pending, 'em andamento', 'em andamento') : null,
    ]
      .filter(Boolean)
      .join(', '),
  /** SPEC §5: refused before sending. */
  notXml: {
    title: XML_UPLOAD_MESSAGES.notXml,
    message: messageFor({ kind: 'InvalidFileTypeToUpload' }).message,
  },
  /** SPEC §5: the server could not read it. */
  invalidXml: {
    title: XML_UPLOAD_MESSAGES.invalidXml,
    message: messageFor({ kind: 'XmlProcessingError' }).message,
  },
  /** SPEC §8 UploadedFileDuplicated, before sending (same file in the list). */
  duplicateInList: messageFor({ kind: 'UploadedFileDuplicated' }),
  /** SPEC §8 UploadedFileDuplicated, from the server (the document was sent before). */
  duplicateOnServer: {
    title: messageFor({ kind: 'UploadedFileDuplicated' }).title,
    message: 'Este documento já foi enviado.',
  },
  networkError: {
    title: 'Não foi possível enviar o arquivo',
    message: 'Verifique sua conexão e tente novamente.',
  },
  serverError: {
    title: 'Não foi possível enviar o arquivo',
    message: 'Houve um problema no servidor. Tente novamente em alguns instantes.',
  },
  sessionExpired: messageFor({ kind: 'SessionExpired' }),
} as const;
