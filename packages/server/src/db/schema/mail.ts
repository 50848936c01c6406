import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Outgoing e-mail: the embedded mail adapter leaves it here; the SMTP adapter sends and stamps sent_at. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: jsonb('to').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
    attempts: smallint('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_pending_idx').on(t.sentAt, t.createdAt)],
);
