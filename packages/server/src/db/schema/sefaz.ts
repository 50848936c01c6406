import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';
import { orders } from './orders';
import { proofsOfDelivery } from './proofs';
import { users } from './users';

/**
 * A customer's digital canhoto settings (issue 20): whether proofs are registered at SEFAZ automatically or by a
 * button, and its A1 certificate, sealed (canhoto/seal.ts: AES-256-GCM under BOX_CERTIFICATE_KEY). The PKCS#12
 * and its password are never stored; what screens show (CNPJ, holder, validity) is kept beside the seal.
 */
export const sefazSettings = pgTable(
  'sefaz_settings',
  {
    customerId: integer('customer_id')
      .primaryKey()
      .references(() => customers.id),
    /** core's SEFAZ_REGISTRATION_MODES */
    mode: text('mode').notNull().default('manual'),
    /** 'box-cert-v1:' + Base64 of IV, tag and ciphertext; null = no certificate. */
    certificateSealed: text('certificate_sealed'),
    certificateCnpj: text('certificate_cnpj'),
    certificateHolder: text('certificate_holder'),
    certificateNotBefore: instant('certificate_not_before'),
    certificateNotAfter: instant('certificate_not_after'),
    certificateUploadedAt: instant('certificate_uploaded_at'),
    certificateUploadedBy: integer('certificate_uploaded_by').references(() => users.id),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('sefaz_settings_mode_check', sql`${t.mode} IN ('automatic', 'manual')`)],
);

/**
 * One event sent (or to send) to SEFAZ for a proof: the delivery event (110130 / 110180 / 110190) or its
 * cancellation (110131 / 110181). Also the outbox: a worker claims due `pending` rows with FOR UPDATE SKIP LOCKED
 * and a lease (`locked_until`), as the webhook outbox does. SEFAZ refuses a second event with the same type, key
 * and sequence (573), hence the unique index.
 */
export const sefazEvents = pgTable(
  'sefaz_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    podId: integer('pod_id')
      .notNull()
      .references(() => proofsOfDelivery.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** canhoto's EventKind: nfe-delivery, nfe-delivery-cancel, cte-delivery, cte-delivery-cancel, cte-failure */
    kind: text('kind').notNull(),
    accessKey: text('access_key').notNull(),
    /** nSeqEvento */
    sequence: smallint('sequence').notNull(),
    /** The delivery event a cancellation cancels. */
    cancelsEventId: integer('cancels_event_id'),
    /** pending (due at next_attempt_at), needs-certificate (waits for an upload), registered, rejected */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at'),
    lockedUntil: instant('locked_until'),
    /** The event as signed and sent (kept: with the answer it is the procEvento an auditor asks for). */
    signedXml: text('signed_xml'),
    /** SEFAZ's retEvento as received. */
    answerXml: text('answer_xml'),
    /** nProt and dhRegEvento once registered. */
    protocol: text('protocol'),
    registeredAt: instant('registered_at'),
    /** SEFAZ's last cStat and xMotivo (a rejection's reason), or the local reason it could not be sent. */
    statusCode: smallint('status_code'),
    reason: text('reason'),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    check(
      'sefaz_events_kind_check',
      sql`${t.kind} IN ('nfe-delivery', 'nfe-delivery-cancel', 'cte-delivery', 'cte-delivery-cancel', 'cte-failure')`,
    ),
    check(
      'sefaz_events_status_check',
      sql`${t.status} IN ('pending', 'needs-certificate', 'registered', 'rejected')`,
    ),
    check('sefaz_events_access_key_length', sql`length(${t.accessKey}) = 44`),
    uniqueIndex('sefaz_events_kind_key_sequence_key').on(t.kind, t.accessKey, t.sequence),
    index('sefaz_events_pod_idx').on(t.podId),
    index('sefaz_events_customer_status_idx').on(t.customerId, t.status),
    index('sefaz_events_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
