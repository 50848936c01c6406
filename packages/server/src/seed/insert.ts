import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import * as schema from '../db/schema/index';
import { HASH_CONCURRENCY, hashPassword } from '../security/password';
import type { DemoData } from './demo-data';

// PostgreSQL takes at most 65535 parameters per statement; stay well below.
const MAX_PARAMS = 30_000;

async function insertChunked(db: Database, table: PgTable, rows: readonly Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Tables whose ids the demo assigned itself: their identity sequences must move past them. */
const IDENTITY_TABLES = [
  'customers',
  'experiments',
  'users',
  'warehouses',
  'drivers',
  'quotations',
  'orders',
  'stops',
  'charges',
  'order_taxes',
  'shipments',
  'shipment_recipients',
  'timeline_events',
  'proofs_of_delivery',
  'pod_pictures',
  'fiscal_documents',
  'ratings',
  'rating_answers',
  'mail_outbox',
] as const;

export async function syncIdentitySequences(db: Database) {
  for (const table of IDENTITY_TABLES) {
    await db.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM "${table}")) WHERE EXISTS (SELECT 1 FROM "${table}")`,
      ),
    );
  }
}

/** Writes a built demo data set (parents before children), hashing the demo passwords at `logN`. */
export async function insertDemoData(db: Database, data: DemoData, logN?: number): Promise<void> {
  // Two at a time, as many as the password module runs at once (one per core here): the first start's five demo
  // logins cost three hashes' time rather than five, and a seed never fills the module's queue by itself.
  const users = [];
  for (let i = 0; i < data.users.length; i += HASH_CONCURRENCY) {
    const batch = data.users.slice(i, i + HASH_CONCURRENCY).map(async ({ password, ...user }) => ({
      ...user,
      // No password: '!' never parses as a hash, so the account cannot log in.
      passwordHash: password ? await hashPassword(password, logN) : '!',
    }));
    users.push(...(await Promise.all(batch)));
  }
  await insertChunked(db, schema.customers, data.customers);
  await insertChunked(db, schema.customerFeatures, data.customerFeatures);
  await insertChunked(db, schema.experiments, data.experiments);
  await insertChunked(db, schema.customerExperiments, data.customerExperiments);
  await insertChunked(db, schema.users, users);
  await insertChunked(db, schema.warehouses, data.warehouses);
  await insertChunked(db, schema.drivers, data.drivers);
  await insertChunked(db, schema.quotations, data.quotations);
  await insertChunked(db, schema.orders, data.orders);
  await insertChunked(db, schema.stops, data.stops);
  await insertChunked(db, schema.orderTrackingTokens, data.orderTrackingTokens);
  await insertChunked(db, schema.charges, data.charges);
  await insertChunked(db, schema.orderTaxes, data.orderTaxes);
  await insertChunked(db, schema.shipments, data.shipments);
  await insertChunked(db, schema.shipmentRecipients, data.shipmentRecipients);
  await insertChunked(db, schema.timelineEvents, data.timelineEvents);
  await insertChunked(db, schema.proofsOfDelivery, data.proofsOfDelivery);
  await insertChunked(db, schema.podPictures, data.podPictures);
  await insertChunked(db, schema.fiscalDocuments, data.fiscalDocuments);
  await insertChunked(db, schema.ratingQuestions, data.ratingQuestions);
  await insertChunked(db, schema.ratings, data.ratings);
  await insertChunked(db, schema.ratingAnswers, data.ratingAnswers);
  await insertChunked(db, schema.mailOutbox, data.mailOutbox);
  await syncIdentitySequences(db);
}
