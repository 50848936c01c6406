import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** What kind of mail it is (kept in the outbox to tell them apart): 'pod-notify-user', 'pod-success', … */
  template?: string;
}

export interface Mailer {
  /** Queues the message; returns its mail_outbox id. */
  send(message: MailMessage): Promise<number>;
}

/**
 * The embedded mailer: every message becomes a mail_outbox row (sent_at null = not delivered by SMTP). With
 * BOX_SMTP_URL the same rows are delivered by `deliverOutbox`, so a message written inside a transaction is sent
 * only once that transaction commits, and a failed delivery stays there to be retried.
 */
export function outboxMailer(db: Database, now: () => Date): Mailer {
  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          template: message.template ?? 'message',
          bodyText: message.text,
          bodyHtml: message.html,
          createdAt: now(),
        })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
  };
}
