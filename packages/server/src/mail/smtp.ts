import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';

/** After this many failed deliveries a message stays in the outbox for an operator to look at. */
export const MAX_ATTEMPTS = 5;
/** Older undelivered rows (e.g. written before SMTP was configured) are never sent. */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string[];
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

/** nodemailer over BOX_SMTP_URL, with short timeouts: a slow server must not hold a request or a tick for long. */
export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport(url, {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as never);
}

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/**
 * Sends undelivered outbox rows (one, or every one still worth retrying) and stamps sent_at, or attempts and
 * last_error. Each row is sent under its row lock (SKIP LOCKED), so two replicas or a request and the runner
 * never send the same message twice.
 */
export async function deliverOutbox(
  db: Database,
  transport: MailTransport,
  from: string,
  options: { now: Date; id?: number; limit?: number },
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  const limit = options.id ? 1 : (options.limit ?? 20);
  for (let i = 0; i < limit; i++) {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lt(mailOutbox.attempts, MAX_ATTEMPTS),
            options.id
              ? eq(mailOutbox.id, options.id)
              : gt(mailOutbox.createdAt, new Date(options.now.getTime() - RETRY_WINDOW_MS)),
          ),
        )
        .orderBy(asc(mailOutbox.attempts), asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return 'none' as const;
      try {
        await transport.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.bodyText,
          ...(row.bodyHtml ? { html: row.bodyHtml } : {}),
        });
        await tx
          .update(mailOutbox)
          .set({ sentAt: options.now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        return 'sent' as const;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await tx
          .update(mailOutbox)
          .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastError: message.slice(0, 500) })
          .where(eq(mailOutbox.id, row.id));
        return 'failed' as const;
      }
    });
    if (outcome === 'none') break;
    result[outcome]++;
    // A failing server fails every row alike: leave the rest for the next round.
    if (outcome === 'failed') break;
  }
  return result;
}
