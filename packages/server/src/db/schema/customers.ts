import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** A shipper (retailer) account, SPEC §3 "Customer" and "Customer finance info"; id 0 is the provider itself. */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    razaoSocial: text('razao_social').notNull(),
    nickname: text('nickname').notNull(),
    cnpj: text('cnpj'),
    /** The code a recipient types in /rrp/{clientCode}/{accessKey}. */
    clientCode: text('client_code'),
    billingEmail: text('billing_email'),
    financeName: text('finance_name'),
    financeEmail: text('finance_email'),
    financePhone: text('finance_phone'),
    financePhoneBranch: text('finance_phone_branch'),
    financeDepartment: text('finance_department'),
    billingPostalCode: text('billing_postal_code'),
    billingNumber: text('billing_number'),
    billingComplement: text('billing_complement'),
    /** Blocked for requests (e.g. payment problems): banner, no new merchandise. */
    blocked: boolean('blocked').notNull().default(false),
    blockReason: text('block_reason'),
    podeSolicitarRotas: boolean('pode_solicitar_rotas').notNull().default(true),
    /** Inactivity (> 90 days, SPEC §9) is computed from this; null = never requested (falls back to created_at). */
    lastRequestAt: instant('last_request_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_client_code_key').on(t.clientCode).where(sql`${t.clientCode} IS NOT NULL`)],
);

/** Feature flags granted to one customer ('feature:ad_valorem', …). */
export const customerFeatures = pgTable(
  'customer_features',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.feature] })],
);

/** An experiment that can be switched on for some customers. */
export const experiments = pgTable('experiments', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull().unique(),
  active: boolean('active').notNull().default(true),
});

export const customerExperiments = pgTable(
  'customer_experiments',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.experimentId] })],
);
