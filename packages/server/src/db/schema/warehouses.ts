import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, latitude, longitude } from './columns';
import { customers } from './customers';

/** SPEC §3 "Warehouse": a customer's pickup/loading place. Names are unique per customer. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
    cep: text('cep').notNull(),
    number: text('number').notNull(),
    neighborhood: text('neighborhood'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    complement: text('complement'),
    latitude: latitude().notNull(),
    longitude: longitude().notNull(),
    /** 'HH:mm' in São Paulo time */
    openingTime: text('opening_time'),
    closingTime: text('closing_time'),
    responsibleName: text('responsible_name').notNull(),
    phone: text('phone'),
    responsibleEmail: text('responsible_email'),
    deliveryInstructions: text('delivery_instructions'),
    pickupInstructions: text('pickup_instructions'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouses_customer_name_key').on(t.customerId, t.name),
    index('warehouses_customer_idx').on(t.customerId),
  ],
);
