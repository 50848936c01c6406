import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * WhatsApp messages to tracking recipients (issue 18), written in the same transaction as the change they tell
 * about. Like webhook_deliveries, a worker claims due rows with FOR UPDATE SKIP LOCKED and a lease.
 */
export const whatsappOutbox = pgTable(
  'whatsapp_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** E.164 ('+5511987654321'). */
    phone: text('phone').notNull(),
    /** The approved template's name (whatsapp/templates.ts). */
    template: text('template').notNull(),
    /** The template's parameters, in order: { body: string[], button?: string } (the URL button's suffix). */
    parameters: jsonb('parameters').$type<{ body: string[]; button?: string }>().notNull(),
    /** 'pending' | 'sent' | 'failed' (a 4xx, or retries used up) | 'opted_out' | 'demo' (kept for the demo page). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    /** The Cloud API's message id ('wamid.…') once accepted. */
    providerMessageId: text('provider_message_id'),
    createdAt: instant('created_at').notNull(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('whatsapp_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

/** Phones that asked not to get messages ('PARAR'); checked at enqueue and again at send. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: instant('opted_out_at').notNull(),
  /** Where the request came from: 'webhook' (a message to our number). */
  source: text('source').notNull(),
});
