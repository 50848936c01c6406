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
export const BillingPeriodQuery = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({ 'from-date': IsoDate, 'to-date': IsoDate }),
  /*#__PURE__*/ v.check(
    (q) => q['from-date'] <= q['to-date'],
    'from-date deve ser anterior ou igual a to-date',
  ),
);
export type BillingPeriodQuery = v.InferOutput<typeof BillingPeriodQuery>;

/** GET /billing-statement/download adds the download select's choice. */
export const BillingDownloadQuery = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.object({
    'from-date': IsoDate,
    'to-date': IsoDate,
    'order-status': /*#__PURE__*/ v.picklist(/*#__PURE__*/ BILLING_DOWNLOAD_OPTIONS.map((o) => o.value)),
  }),
  /*#__PURE__*/ v.check(
    (q) => q['from-date'] <= q['to-date'],
    'from-date deve ser anterior ou igual a to-date',
  ),
);
export type BillingDownloadQuery = v.InferOutput<typeof BillingDownloadQuery>;

/** SPEC §3 "Monthly total". */
export const MonthlyTotal = /*#__PURE__*/ v.object({
  year: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.number(), /*#__PURE__*/ v.integer()),
  month: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.number(),
    /*#__PURE__*/ v.integer(),
    /*#__PURE__*/ v.minValue(1),
    /*#__PURE__*/ v.maxValue(12),
  ),
  totalPrice: Money,
});
export type MonthlyTotal = v.InferOutput<typeof MonthlyTotal>;

/** GET /billing-statement/monthly-totals: one entry per month of the period, months without orders at 0. */
export const MonthlyTotalsResponse = /*#__PURE__*/ v.array(MonthlyTotal);
export type MonthlyTotalsResponse = v.InferOutput<typeof MonthlyTotalsResponse>;

/** SPEC §3 "Tax: id, name, value"; `id` is the tax type code, `name` its label. */
export const Tax = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.picklist(TAX_TYPE_CODES),
  name: /*#__PURE__*/ v.string(),
  value: Money,
});
export type Tax = v.InferOutput<typeof Tax>;

/**
 * One row of the summary by vehicle type. `totalPrice` is the gross amount (taxes included); `taxes` is the
 * tax part of it, shown when 'Exibir impostos' is on (the spec names the field without its shape: a sum).
 */
export const VehicleTypeSummary = /*#__PURE__*/ v.object({
  vehicleType: /*#__PURE__*/ v.string(),
  ordersCount: Count,
  averagePrice: Money,
  totalPrice: Money,
  taxes: Money,
});
export type VehicleTypeSummary = v.InferOutput<typeof VehicleTypeSummary>;

/** GET /billing-statement/summary: `total` is the sum of `totalPrice`, `taxTotalPrice` the sum of `taxes`. */
export const BillingSummary = /*#__PURE__*/ v.object({
  byVehicleType: /*#__PURE__*/ v.array(VehicleTypeSummary),
  taxes: /*#__PURE__*/ v.array(Tax),
  taxTotalPrice: Money,
  total: Money,
});
export type BillingSummary = v.InferOutput<typeof BillingSummary>;

/** SPEC §3 "Billing order": a line of the Detalhamento list. */
export const BillingOrder = /*#__PURE__*/ v.object({
  orderId: Id,
  status: OrderStatus,
  /** The day the order was invoiced (finished or canceled), 'YYYY-MM-DD' in São Paulo. */
  invoiceDate: IsoDate,
  vehicleType: /*#__PURE__*/ v.string(),
  price: Money,
});
export type BillingOrder = v.InferOutput<typeof BillingOrder>;

/** GET /billing-statement/details */
export const BillingDetailsResponse = /*#__PURE__*/ v.array(BillingOrder);
export type BillingDetailsResponse = v.InferOutput<typeof BillingDetailsResponse>;

/** SPEC §3 "Charge": `type` is a numeric charge code (see CHARGE_TYPES); DISCOUNT lines carry negative prices. */
export const Charge = /*#__PURE__*/ v.object({
  type: /*#__PURE__*/ v.picklist(CHARGE_TYPE_CODES),
  typeLabel: /*#__PURE__*/ v.string(),
  description: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  price: Money,
  notes: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type Charge = v.InferOutput<typeof Charge>;

export const StopStatus = /*#__PURE__*/ v.picklist(STOP_STATUSES);
export type StopStatus = v.InferOutput<typeof StopStatus>;
export const TaskType = /*#__PURE__*/ v.picklist(TASK_TYPES);
export type TaskType = v.InferOutput<typeof TaskType>;

/** SPEC §3 "Stop (billing)". */
export const BillingStop = /*#__PURE__*/ v.object({
  address: /*#__PURE__*/ v.object({
    thoroughfare: /*#__PURE__*/ v.string(),
    number: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
    latitude: Latitude,
    longitude: Longitude,
  }),
  status: StopStatus,
  status_updated_at: /*#__PURE__*/ v.nullable(IsoDateTime),
  task_type: TaskType,
  document_code: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  exceeded_waiting_time_in_minutes: /*#__PURE__*/ v.nullable(Count),
});
export type BillingStop = v.InferOutput<typeof BillingStop>;

/** GET /billing-statement/order-details?orderId= */
export const OrderDetailsQuery = /*#__PURE__*/ v.object({
  orderId: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.regex(/^\d+$/, 'orderId deve ser numérico'),
    /*#__PURE__*/ v.transform(Number),
  ),
});
export type OrderDetailsQuery = v.InferOutput<typeof OrderDetailsQuery>;

/**
 * SPEC §3 "Order details": taxes (tax type → value), charges, stops and the route as an encoded polyline
 * (null before a route exists). The Valores tab also needs the freight, net and gross totals, which the spec
 * does not list among the fields: they are ours, named like the price estimate's.
 */
export const OrderDetails = /*#__PURE__*/ v.object({
  orderId: Id,
  freightPrice: Money,
  netPrice: Money,
  grossPrice: Money,
  taxes: /*#__PURE__*/ v.record(/*#__PURE__*/ v.picklist(TAX_TYPE_CODES), Money),
  charges: /*#__PURE__*/ v.array(Charge),
  stops: /*#__PURE__*/ v.array(BillingStop),
  geometry: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type OrderDetails = v.InferOutput<typeof OrderDetails>;
