import { index, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, money } from './columns';
import { customers } from './customers';
import { users } from './users';

export interface PriceComponent {
  name: string;
  value: number;
}
export interface Discount {
  type: string;
  value: number;
}

/** A price estimate (SPEC §3 "Price estimate"); a spot command refers to it by quotationId. */
export const quotations = pgTable(
  'quotations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    userId: integer('user_id').references(() => users.id),
    vehicleType: text('vehicle_type').notNull(),
    serviceType: text('service_type').notNull(),
    /** The estimate request as received, for auditing a disputed price. */
    request: jsonb('request').notNull(),
    distanceKm: numeric('distance_km', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    freightPrice: money('freight_price').notNull(),
    driverAssistantsPrice: money('driver_assistants_price').notNull().default(0),
    tollPrice: money('toll_price').notNull().default(0),
    driverTollPrice: money('driver_toll_price').notNull().default(0),
    adValoremPrice: money('ad_valorem_price').notNull().default(0),
    netPrice: money('net_price').notNull(),
    grossPrice: money('gross_price').notNull(),
    totalTaxes: money('total_taxes').notNull(),
    taxes: jsonb('taxes').$type<Record<string, number>>().notNull(),
    discounts: jsonb('discounts').$type<Discount[]>().notNull(),
    priceComponents: jsonb('price_components').$type<PriceComponent[]>().notNull(),
    priceEstimatedAt: instant('price_estimated_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('quotations_customer_idx').on(t.customerId, t.priceEstimatedAt)],
);
