import { orderStatusLabel } from '@box/core/catalogues';
import { orderTrackingPath } from '@box/core/rules';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { renderMail } from './html';
import type { Mailer, MailMessage } from './mailer';
import { proofLines } from './proof-mail';
import { findProofSummary } from './proof-summary';

/** A change people can ask to be e-mailed about (the three preferences of the profile page). */
export type StatusNotice =
  | { kind: 'status'; orderId: number; customerId: number; status: string }
  | { kind: 'proof'; orderId: number; customerId: number; podId: number; success: boolean };

const PREFERENCE = {
  spotStatusUpdate: 'report_spot_status_update',
  podSuccess: 'report_pod_success',
  podFailure: 'report_pod_failure',
} as const;

const preferenceOf = (notice: StatusNotice) =>
  notice.kind === 'status' ? 'spotStatusUpdate' : notice.success ? 'podSuccess' : 'podFailure';

/** The customer's active users who asked for this kind of mail. */
async function recipients(db: Database, customerId: number, preference: keyof typeof PREFERENCE) {
  const rows = await queryRows(
    db,
    sql`SELECT email FROM users WHERE customer_id = ${customerId} AND disabled_at IS NULL
      AND ${sql.raw(PREFERENCE[preference])} ORDER BY id`,
    v.object({ email: v.string() }),
  );
  return rows.map((r) => r.email);
}

async function compose(
  db: Database,
  notice: StatusNotice,
  origin: string,
): Promise<Omit<MailMessage, 'to'> | null> {
  if (notice.kind === 'status') {
    const label = orderStatusLabel(notice.status);
    const title = `Pedido #${notice.orderId}: ${label}`;
    return {
      subject: title,
      template: 'spot-status-update',
      ...renderMail({
        title,
        lines: [`A situação do pedido #${notice.orderId} mudou para '${label}'.`],
        link: { label: 'Acompanhar o pedido', url: `${origin}${orderTrackingPath(notice.orderId)}` },
      }),
    };
  }
  const proof = await findProofSummary(db, { id: notice.podId }, notice.customerId);
  if (!proof) return null;
  const title = notice.success
    ? `Comprovante #${proof.hashid}: entrega realizada`
    : `Comprovante #${proof.hashid}: entrega não realizada`;
  return {
    subject: title,
    template: notice.success ? 'pod-success' : 'pod-failure',
    ...renderMail({
      title,
      lines: proofLines(proof),
      link: { label: 'Ver o comprovante', url: `${origin}/comprovantes/${proof.id}` },
    }),
  };
}

/** One mail per notice per user whose preference is on. Returns how many were queued. */
export async function sendStatusMails(
  db: Database,
  mailer: Mailer,
  notices: readonly StatusNotice[],
  origin: string,
): Promise<number> {
  let queued = 0;
  for (const notice of notices) {
    const to = await recipients(db, notice.customerId, preferenceOf(notice));
    if (to.length === 0) continue;
    const message = await compose(db, notice, origin);
    if (!message) continue;
    for (const address of to) {
      await mailer.send({ ...message, to: [address] });
      queued++;
    }
  }
  return queued;
}
