import type {
  SefazDownload,
  SefazEnvironment,
  SefazEventType,
  SefazRegistrationMode,
  SefazRegistrationStatus,
} from './sefaz';

// The digital canhoto's texts (issue 20), apart from the statuses the schemas validate with: a widget whose first
// load parses a proof carries `./sefaz`, and these only where a screen shows them (a lazy part stays lazy).

/** The words each screen shows for a status ('Registrado na SEFAZ' is the issue's own text). */
export const SEFAZ_STATUS_LABELS: Record<SefazRegistrationStatus, string> = {
  'not-requested': 'Não registrado na SEFAZ',
  'needs-certificate': 'Aguardando certificado A1',
  pending: 'Enviando à SEFAZ',
  registered: 'Registrado na SEFAZ',
  rejected: 'Rejeitado pela SEFAZ',
  'cancel-pending': 'Cancelando registro na SEFAZ',
  cancelled: 'Registro cancelado na SEFAZ',
};
export const sefazStatusLabel = (status: SefazRegistrationStatus): string => SEFAZ_STATUS_LABELS[status];

/** The badge tone of each status, for tables and the proof page. */
export type SefazTone = 'success' | 'warning' | 'fail' | 'neutral';
export const SEFAZ_STATUS_TONES: Record<SefazRegistrationStatus, SefazTone> = {
  'not-requested': 'neutral',
  'needs-certificate': 'warning',
  pending: 'neutral',
  registered: 'success',
  rejected: 'fail',
  'cancel-pending': 'neutral',
  cancelled: 'neutral',
};

/** Each official event's name. */
export const SEFAZ_EVENT_LABELS: Record<SefazEventType, string> = {
  '110130': 'Comprovante de Entrega da NF-e',
  '110180': 'Comprovante de Entrega do CT-e',
  '110190': 'Insucesso na Entrega do CT-e',
};

/** The account's two choices, as its settings word them. */
export const SEFAZ_REGISTRATION_MODE_LABELS: Record<SefazRegistrationMode, string> = {
  automatic: 'Registrar automaticamente cada comprovante',
  manual: 'Registrar só quando eu pedir, pelo botão no comprovante',
};

/** Which SEFAZ the server talks to, in words (a demo never looks official). */
export const SEFAZ_ENVIRONMENT_LABELS: Record<SefazEnvironment, string> = {
  demo: 'SEFAZ de demonstração (nada é enviado à SEFAZ real)',
  homologacao: 'SEFAZ em homologação (sem valor fiscal)',
  producao: 'SEFAZ em produção',
};

/** The buttons of a registration's two files. */
export const SEFAZ_DOWNLOAD_LABELS: Record<SefazDownload, string> = {
  'signed-event': 'Baixar XML assinado',
  'proc-event': 'Baixar XML com protocolo',
};
