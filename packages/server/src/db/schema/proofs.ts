import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, latitude, longitude } from './columns';
import { orders, stops } from './orders';

/** SPEC §3 "Proof of delivery" of one stop. */
export const proofsOfDelivery = pgTable(
  'proofs_of_delivery',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Short public id shown as 'Comprovante #{hashId}'. */
    hashid: text('hashid').notNull(),
    /** Random, ≥ 128 bits: /comprovantes/publico/{token}. */
    publicToken: text('public_token').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stopId: integer('stop_id')
      .notNull()
      .references(() => stops.id, { onDelete: 'cascade' }),
    barcode: text('barcode'),
    type: text('type').notNull(),
    /** Pod status SUCCEEDED / FAILED / RETURNED. */
    status: text('status').notNull(),
    /** 'success' | 'partial success' | 'failure' */
    statusType: text('status_type').notNull(),
    statusMessage: text('status_message'),
    itemsCount: integer('items_count'),
    recipientName: text('recipient_name'),
    recipientIdentifier: text('recipient_identifier'),
    /** Image URL (or data URL) of the signature. */
    recipientSignature: text('recipient_signature'),
    recipientSignatureTime: instant('recipient_signature_time'),
    latAddress: latitude('lat_address'),
    lngAddress: longitude('lng_address'),
    latSignature: latitude('lat_signature'),
    lngSignature: longitude('lng_signature'),
    notes: text('notes'),
    timeFinish: instant('time_finish').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('proofs_hashid_key').on(t.hashid),
    uniqueIndex('proofs_public_token_key').on(t.publicToken),
    index('proofs_order_idx').on(t.orderId),
    index('proofs_stop_idx').on(t.stopId),
    check('proofs_status_check', sql`${t.status} IN ('SUCCEEDED', 'FAILED', 'RETURNED')`),
    check('proofs_status_type_check', sql`${t.statusType} IN ('success', 'partial success', 'failure')`),
  ],
);

export const podPictures = pgTable(
  'pod_pictures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    podId: integer('pod_id')
      .notNull()
      .references(() => proofsOfDelivery.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    imageUrl: text('image_url').notNull(),
  },
  (t) => [uniqueIndex('pod_pictures_pod_position_key').on(t.podId, t.position)],
);
