import * as v from 'valibot';
import { CHARGE_TYPE_CODES } from '../catalogues/charges';
import { BILLING_DOWNLOAD_OPTIONS } from '../catalogues/order-statuses';
import { STOP_STATUSES, TASK_TYPES } from '../catalogues/stops';
import { TAX_TYPE_CODES } from '../catalogues/taxes';
import { OrderStatus } from './orders';
import { Count, Id, IsoDate, IsoDateTime, Latitude, Longitude, Money } from './primitives';

/**
 * Query of the statement calls: both dates 'YYYY-MM-DD', inclusive (a month is its 1st to its last day).
 * The names are the wire names of SPEC §7.
 */
export const BillingPeriodQuery = v.pipe(
  v.object({ 'from-date': IsoDate, 'to-date': IsoDate }),
  v.check((q) => q['from-date'] <= q['to-date'], 'from-date deve ser anterior ou igual a to-date'),
);
export type BillingPeriodQuery = v.InferOutput<typeof BillingPeriodQuery>;

/** GET /billing-statement/download adds the download select's choice. */
export const BillingDownloadQuery = v.pipe(
  v.object({
    'from-date': IsoDate,
    'to-date': IsoDate,
    'order-status': v.picklist(BILLING_DOWNLOAD_OPTIONS.map((o) => o.value)),
  }),
  v.check((q) => q['from-date'] <= q['to-date'], 'from-date deve ser anterior ou igual a to-date'),
);
export type BillingDownloadQuery = v.InferOutput<typeof BillingDownloadQuery>;

/** SPEC §3 "Monthly total". */
export const MonthlyTotal = v.object({
  year: v.pipe(v.number(), v.integer()),
  month: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
  totalPrice: Money,
});
export type MonthlyTotal = v.InferOutput<typeof MonthlyTotal>;

/** GET /billing-statement/monthly-totals: one entry per month of the period, months without orders at 0. */
export const MonthlyTotalsResponse = v.array(MonthlyTotal);
export type MonthlyTotalsResponse = v.InferOutput<typeof MonthlyTotalsResponse>;

/** SPEC §3 "Tax: id, name, value"; `id` is the tax type code, `name` its label. */
export const Tax = v.object({ id: v.picklist(TAX_TYPE_CODES), name: v.string(), value: Money });
export type Tax = v.InferOutput<typeof Tax>;

/**
 * One row of the summary by vehicle type. `totalPrice` is the gross amount (taxes included); `taxes` is the
 * tax part of it, shown when 'Exibir impostos' is on (the spec names the field without its shape: a sum).
 */
export const VehicleTypeSummary = v.object({
  vehicleType: v.string(),
  ordersCount: Count,
  averagePrice: Money,
  totalPrice: Money,
  taxes: Money,
});
export type VehicleTypeSummary = v.InferOutput<typeof VehicleTypeSummary>;

/** GET /billing-statement/summary: `total` is the sum of `totalPrice`, `taxTotalPrice` the sum of `taxes`. */
export const BillingSummary = v.object({
  byVehicleType: v.array(VehicleTypeSummary),
  taxes: v.array(Tax),
  taxTotalPrice: Money,
  total: Money,
});
export type BillingSummary = v.InferOutput<typeof BillingSummary>;

/** SPEC §3 "Billing order": a line of the Detalhamento list. */
export const BillingOrder = v.object({
  orderId: Id,
  status: OrderStatus,
  /** The day the order was invoiced (finished or canceled), 'YYYY-MM-DD' in São Paulo. */
  invoiceDate: IsoDate,
  vehicleType: v.string(),
  price: Money,
});
export type BillingOrder = v.InferOutput<typeof BillingOrder>;

/** GET /billing-statement/details */
export const BillingDetailsResponse = v.array(BillingOrder);
export type BillingDetailsResponse = v.InferOutput<typeof BillingDetailsResponse>;

/** SPEC §3 "Charge": `type` is a numeric charge code (see CHARGE_TYPES); DISCOUNT lines carry negative prices. */
export const Charge = v.object({
  type: v.picklist(CHARGE_TYPE_CODES),
  typeLabel: v.string(),
  description: v.nullable(v.string()),
  price: Money,
  notes: v.nullable(v.string()),
});
export type Charge = v.InferOutput<typeof Charge>;

export const StopStatus = v.picklist(STOP_STATUSES);
export type StopStatus = v.InferOutput<typeof StopStatus>;
export const TaskType = v.picklist(TASK_TYPES);
export type TaskType = v.InferOutput<typeof TaskType>;

/** SPEC §3 "Stop (billing)". */
export const BillingStop = v.object({
  address: v.object({
    thoroughfare: v.string(),
    number: v.nullable(v.string()),
    latitude: Latitude,
    longitude: Longitude,
  }),
  status: StopStatus,
  status_updated_at: v.nullable(IsoDateTime),
  task_type: TaskType,
  document_code: v.nullable(v.string()),
  exceeded_waiting_time_in_minutes: v.nullable(Count),
});
export type BillingStop = v.InferOutput<typeof BillingStop>;

/** GET /billing-statement/order-details?orderId= */
export const OrderDetailsQuery = v.object({
  orderId: v.pipe(v.string(), v.regex(/^\d+$/, 'orderId deve ser numérico'), v.transform(Number)),
});
export type OrderDetailsQuery = v.InferOutput<typeof OrderDetailsQuery>;

/**
 * SPEC §3 "Order details": taxes (tax type → value), charges, stops and the route as an encoded polyline
 * (null before a route exists). The Valores tab also needs the freight, net and gross totals, which the spec
 * does not list among the fields: they are ours, named like the price estimate's.
 */
export const OrderDetails = v.object({
  orderId: Id,
  freightPrice: Money,
  netPrice: Money,
  grossPrice: Money,
  taxes: v.record(v.picklist(TAX_TYPE_CODES), Money),
  charges: v.array(Charge),
  stops: v.array(BillingStop),
  geometry: v.nullable(v.string()),
});
export type OrderDetails = v.InferOutput<typeof OrderDetails>;
