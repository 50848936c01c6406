import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { customers } from './customers';

/** A person who logs in to the portal (SPEC §3 "User identity"); role ids of core's ROLE. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    /** Stored lower-cased; unique across the platform. */
    email: text('email').notNull(),
    roleId: smallint('role_id').notNull(),
    audienceType: text('audience_type').notNull().default('shipper'),
    /** 'scrypt$N$r$p$salt$hash' (base64url), so the cost can be raised without breaking old hashes. */
    passwordHash: text('password_hash').notNull(),
    reportSpotStatusUpdate: boolean('report_spot_status_update').notNull().default(true),
    reportPodFailure: boolean('report_pod_failure').notNull().default(true),
    reportPodSuccess: boolean('report_pod_success').notNull().default(false),
    disabledAt: instant('disabled_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_customer_idx').on(t.customerId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A login session. The id is the SHA-256 of the cookie value, so a leaked table does not hand out sessions.
 * Idle and absolute timeouts are checked against last_seen_at and created_at.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Every login attempt, for throttling per account and per address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: instant('attempted_at').notNull(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);
