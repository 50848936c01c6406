import { formatDateTime } from '@box/core/format';
import { renderMail } from './html';
import type { MailMessage } from './mailer';
import type { ProofSummary } from './proof-summary';

const OUTCOME: Record<string, string> = {
  success: 'Entrega realizada',
  'partial success': 'Entrega parcial',
  failure: 'Entrega não realizada',
};

export const publicProofUrl = (origin: string, publicToken: string) =>
  `${origin}/comprovantes/publico/${publicToken}`;

/** The proof's summary lines, shared by the "send this proof" mail and the status mails. */
export function proofLines(proof: ProofSummary): string[] {
  return [
    `Pedido #${proof.orderId} — ${OUTCOME[proof.statusType] ?? 'Comprovante'}${proof.statusMessage ? `: ${proof.statusMessage}` : ''}.`,
    `Endereço: ${proof.address}.`,
    `Data: ${formatDateTime(proof.timeFinish)}.`,
    ...(proof.recipientName ? [`Recebido por: ${proof.recipientName}.`] : []),
  ];
}

/** POST /email/pods/{hashId}/notify/user: one proof sent to one address someone typed. */
export function proofMail(proof: ProofSummary, to: string, origin: string): MailMessage {
  const title = `Comprovante de entrega #${proof.hashid}`;
  return {
    to: [to],
    subject: title,
    template: 'pod-notify-user',
    ...renderMail({
      title,
      lines: ['Um comprovante de entrega foi compartilhado com você pelo portal Box.', ...proofLines(proof)],
      link: { label: 'Ver o comprovante', url: publicProofUrl(origin, proof.publicToken) },
    }),
  };
}
