import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders, stops } from './orders';

/**
 * A shipment (merchandise) carried by an order from one stop to another. Recipients follow it at /rr/{hash}
 * or /rrp/{clientCode}/{accessKey}.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    originStopId: integer('origin_stop_id').references(() => stops.id),
    destinationStopId: integer('destination_stop_id').references(() => stops.id),
    code: text('code').notNull(),
    accessKey: text('access_key'),
    document: text('document'),
    /** Random, ≥ 128 bits: the /rr/{hash} link. */
    trackingHash: text('tracking_hash').notNull(),
    volumesCount: integer('volumes_count'),
    weightKg: integer('weight_kg'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('shipments_tracking_hash_key').on(t.trackingHash),
    index('shipments_order_idx').on(t.orderId),
    index('shipments_access_key_idx').on(t.accessKey),
    check('shipments_access_key_length', sql`${t.accessKey} IS NULL OR length(${t.accessKey}) = 44`),
  ],
);

/** Who gets the tracking link of a shipment: an e-mail or a phone each. */
export const shipmentRecipients = pgTable(
  'shipment_recipients',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    index('shipment_recipients_shipment_idx').on(t.shipmentId),
    check('shipment_recipients_contact', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
  ],
);
