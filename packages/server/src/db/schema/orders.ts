import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, latitude, longitude, money } from './columns';
import { customers } from './customers';
import { drivers } from './drivers';
import { quotations } from './quotations';
import { users } from './users';
import { warehouses } from './warehouses';

/**
 * An order of service (OS): a spot with its stops. Prices are the accepted quote's; the monitoring row of core's
 * `Order` is built from this row, its requester, driver and stop counts.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 100001 }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    requesterId: integer('requester_id')
      .notNull()
      .references(() => users.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    externalId: text('external_id'),
    status: text('status').notNull(),
    status2: text('status2'),
    serviceType: text('service_type').notNull(),
    vehicleType: text('vehicle_type').notNull(),
    vehicleBodyTypes: jsonb('vehicle_body_types').$type<string[]>().notNull().default([]),
    vehicleExtras: jsonb('vehicle_extras').$type<string[]>().notNull().default([]),
    driverAssistantsCount: smallint('driver_assistants_count').notNull().default(0),
    totalWeightKg: numeric('total_weight_kg', { precision: 10, scale: 2, mode: 'number' }),
    merchandisesTotalPrice: money('merchandises_total_price'),
    notes: text('notes'),
    isRoundTrip: boolean('is_round_trip').notNull().default(false),
    driverId: integer('driver_id').references(() => drivers.id),
    quotationId: integer('quotation_id').references(() => quotations.id),
    freightPrice: money('freight_price').notNull(),
    driverAssistantsPrice: money('driver_assistants_price').notNull().default(0),
    tollPrice: money('toll_price').notNull().default(0),
    driverTollPrice: money('driver_toll_price').notNull().default(0),
    adValoremPrice: money('ad_valorem_price').notNull().default(0),
    netPrice: money('net_price').notNull(),
    grossPrice: money('gross_price').notNull(),
    totalTaxes: money('total_taxes').notNull(),
    distanceKm: numeric('distance_km', { precision: 10, scale: 2, mode: 'number' }),
    /** Encoded polyline of the route (SPEC §3 order details "geometry"). */
    geometry: text('geometry'),
    priceEstimatedAt: instant('price_estimated_at'),
    /** Sent by the client with a spot command so a retried submit does not create a second order. */
    idempotencyKey: text('idempotency_key'),
    riskStatus: text('risk_status'),
    riskQueryCode: text('risk_query_code'),
    riskManager: text('risk_manager'),
    createdAt: instant('created_at').notNull(),
    /** null = immediate ('imediata') */
    scheduledFor: instant('scheduled_for'),
    statusUpdatedAt: instant('status_updated_at').notNull(),
    allocatedAt: instant('allocated_at'),
    startedAt: instant('started_at'),
    finishedAt: instant('finished_at'),
    canceledAt: instant('canceled_at'),
    /** The day the order is billed on (billing statement "invoiceDate"). */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    /**
     * The monitoring row's digest of its proofs' SEFAZ registrations (issue 20, core's `OrderSefazStatus`): the
     * least advanced one; null = no proof with an NF-e/CT-e key. Kept by the canhoto service, so monitoring
     * reads one column instead of joining the events.
     */
    sefazStatus: text('sefaz_status'),
    /**
     * The protocols (nProt) of the order's proofs registered at SEFAZ now (issue 20), in proof order, for the
     * monitoring row; a cancelled one drops out. null = none. Kept with `sefazStatus`.
     */
    sefazProtocols: text('sefaz_protocols').array(),
  },
  (t) => [
    check(
      'orders_status_check',
      sql`${t.status} IN ('CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED')`,
    ),
    check('orders_service_type_check', sql`${t.serviceType} IN ('DELIVERY', 'PICKUP')`),
    // Monitoring: "created in the last 72 h", and the statement's month ranges.
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    // Monitoring: "scheduled in the window".
    index('orders_customer_scheduled_idx').on(t.customerId, t.scheduledFor),
    // Monitoring: "still open", whatever its age. Open orders are few, so the partial index stays small.
    index('orders_customer_open_idx')
      .on(t.customerId)
      .where(sql`${t.status} IN ('CREATED', 'ALLOCATED', 'IN_PROGRESS')`),
    index('orders_customer_invoice_idx').on(t.customerId, t.invoiceDate),
    index('orders_driver_idx').on(t.driverId),
    uniqueIndex('orders_customer_idempotency_key')
      .on(t.customerId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
  ],
);

/** A stop of an order (SPEC §3 "Stop" and order tracking stops). */
export const stops = pgTable(
  'stops',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 0-based position in the route. */
    position: smallint('position').notNull(),
    taskType: text('task_type').notNull(),
    status: text('status').notNull().default('PENDING'),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    thoroughfare: text('thoroughfare').notNull(),
    number: text('number').notNull(),
    neighborhood: text('neighborhood'),
    locality: text('locality').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    complement: text('complement'),
    latitude: latitude().notNull(),
    longitude: longitude().notNull(),
    contact: text('contact'),
    addresseeName: text('addressee_name'),
    addresseePhone: text('addressee_phone'),
    addresseeDocument: text('addressee_document'),
    addresseeIsLegalPerson: boolean('addressee_is_legal_person'),
    /** Code of the fiscal document / shipment handled here. */
    documentCode: text('document_code'),
    trackingCode: text('tracking_code'),
    /** 'HH:mm' */
    timeWindowStart: text('time_window_start'),
    timeWindowEnd: text('time_window_end'),
    instructions: text('instructions'),
    statusUpdatedAt: instant('status_updated_at'),
    estimatedArrivalAt: instant('estimated_arrival_at'),
    arrivedAt: instant('arrived_at'),
    finishedAt: instant('finished_at'),
    exceededWaitingTimeInMinutes: integer('exceeded_waiting_time_in_minutes').notNull().default(0),
  },
  (t) => [
    check(
      'stops_task_type_check',
      sql`${t.taskType} IN ('UNKNOWN', 'PICKUP', 'DELIVERY', 'LOADING', 'UNLOADING', 'RETURN')`,
    ),
    check('stops_status_check', sql`${t.status} IN ('PENDING', 'FINISHED', 'FAILED')`),
    uniqueIndex('stops_order_position_key').on(t.orderId, t.position),
  ],
);

/** Public token of an order's tracking page /r/{token} (≥ 128 random bits). */
export const orderTrackingTokens = pgTable(
  'order_tracking_tokens',
  {
    token: text('token').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('order_tracking_tokens_order_idx').on(t.orderId)],
);

/** SPEC §3 "Charge"; type codes of the charge catalogue (99 OTHER carries its own description). */
export const charges = pgTable(
  'charges',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    typeCode: smallint('type_code').notNull(),
    description: text('description'),
    price: money('price').notNull(),
    notes: text('notes'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('charges_order_idx').on(t.orderId)],
);

/** SPEC §3 "Tax": PIS_COFINS, ICMS, ISS per order. */
export const orderTaxes = pgTable(
  'order_taxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    taxType: text('tax_type').notNull(),
    name: text('name').notNull(),
    value: money('value').notNull(),
  },
  (t) => [
    check('order_taxes_type_check', sql`${t.taxType} IN ('PIS_COFINS', 'ICMS', 'ISS')`),
    uniqueIndex('order_taxes_order_type_key').on(t.orderId, t.taxType),
  ],
);
