import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';
import { users } from './users';

/**
 * A customer's API key (issue 16): shown once at creation, stored only as the SHA-256 of the secret. Calls made
 * with it act for `user_id` (a user of the same customer, whose role is capped at admin) within `scopes`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The user the key acts as (spots it places name this requester). */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    /** The first characters of the secret ('box_sk_AbC1'), shown in lists so a person can tell keys apart. */
    prefix: text('prefix').notNull(),
    /** SHA-256 (hex) of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_customer_idx').on(t.customerId),
  ],
);

/**
 * A short-lived token an integrator's backend minted with its key for one user and one page origin; only its
 * SHA-256 is stored. Revoking the key ends its tokens at once (the lookup joins the key).
 */
export const embedTokens = pgTable(
  'embed_tokens',
  {
    id: text('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The page origin ('https://erp.example.com') every call with the token must come from. */
    origin: text('origin').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('embed_tokens_expires_idx').on(t.expiresAt)],
);

/** An HTTPS endpoint a customer registered for webhook events (core's WEBHOOK_EVENTS). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    /** Standard Webhooks signing secret ('whsec_' + base64); needed in clear to sign, never sent after creation. */
    secret: text('secret').notNull(),
    createdAt: instant('created_at').notNull(),
    disabledAt: instant('disabled_at'),
  },
  (t) => [index('webhook_endpoints_customer_idx').on(t.customerId)],
);

/**
 * The durable outbox: one row per (event, endpoint), written in the same transaction as the change it reports.
 * A worker claims due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so two processes never send
 * one row at once and a process killed mid-delivery leaves the row to be retried when the lease runs out.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The `webhook-id` header ('msg_…'): the same on every retry, so a receiver can drop duplicates. */
    messageId: text('message_id').notNull(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    eventType: text('event_type').notNull(),
    /** The JSON body sent: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    createdAt: instant('created_at').notNull(),
    /** 'pending' | 'delivered' | 'failed' (gave up after 24 hours of retries). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    lastStatusCode: smallint('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: instant('delivered_at'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_endpoint_key').on(t.messageId, t.endpointId),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every attempt of a delivery, for the delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: instant('attempted_at').notNull(),
    /** The receiver's HTTP status; null when no answer came (network error, time-out). */
    statusCode: smallint('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
