import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { orders } from './orders';
import { shipments } from './shipments';

/** A step of an order's or a shipment's timeline (SPEC §4 timeline steps). */
export const timelineEvents = pgTable(
  'timeline_events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Set for a shipment's own timeline (PICKUP, IN_TRANSIT, ON_THE_WAY, DELIVERY). */
    shipmentId: integer('shipment_id').references(() => shipments.id, { onDelete: 'cascade' }),
    step: text('step').notNull(),
    status: text('status').notNull(),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    check('timeline_events_status_check', sql`${t.status} IN ('DONE', 'DOING', 'NOT_DONE')`),
    index('timeline_events_order_idx').on(t.orderId),
    index('timeline_events_shipment_idx').on(t.shipmentId),
  ],
);
