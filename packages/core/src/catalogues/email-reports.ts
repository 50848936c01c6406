import type { EmailReports } from '../schemas/identity';

export type EmailReportKey = keyof EmailReports;

/** SPEC §2 profile checkboxes, in the order the profile shows them. */
export const EMAIL_REPORT_KEYS: readonly EmailReportKey[] = ['spotStatusUpdate', 'podSuccess', 'podFailure'];

/**
 * The label and the one-line explanation of each e-mail report. The spec names only the keys; the texts say
 * what the server's status e-mails really cover (allocated / in progress / finished; a proof with success or
 * partial success; a failed proof), and the profile widget and the legacy page both read them from here.
 */
export const EMAIL_REPORT_LABELS: Record<EmailReportKey, { label: string; description: string }> = {
  spotStatusUpdate: {
    label: 'Atualizações de status das solicitações',
    description: 'Quando uma OS é alocada, entra em execução ou é finalizada.',
  },
  podSuccess: {
    label: 'Comprovantes de entrega com sucesso',
    description: 'Quando uma entrega é concluída, também com sucesso parcial.',
  },
  podFailure: {
    label: 'Comprovantes de entrega com insucesso',
    description: 'Quando uma entrega não pôde ser concluída.',
  },
};
