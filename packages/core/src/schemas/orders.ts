import * as v from 'valibot';
import { parseHoursAgo } from '../rules/hours-ago';
import { Id, IsoDateTime, Money } from './primitives';

export const ORDER_STATUSES = ['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED'] as const;
export const OrderStatus = v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const OrderDriver = v.object({
  name: v.string(),
  nameAbbr: v.string(),
  vehicle_plate: v.string(),
});
export type OrderDriver = v.InferOutput<typeof OrderDriver>;

/**
 * An order as monitoring and the statement list it (SPEC §3 "Order"). Field names are the wire names of the
 * spec, mixed casing included. `isDelayed` is not on the wire: see `isOrderDelayed` in rules.
 */
export const Order = v.object({
  id: Id,
  externalId: v.nullable(v.string()),
  status: OrderStatus,
  status2: v.nullable(v.string()),
  vehicleType: v.string(),
  grossPrice: Money,
  net_price: Money,
  freight_price: Money,
  total_taxes: Money,
  created_at: IsoDateTime,
  /** null = immediate ('imediata') */
  scheduled_for: v.nullable(IsoDateTime),
  requester: v.string(),
  requesterAbbr: v.string(),
  /** null while no driver is allocated */
  driver: v.nullable(OrderDriver),
  progress: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total_stops: v.pipe(v.number(), v.integer(), v.minValue(0)),
  failed_services: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Order = v.InferOutput<typeof Order>;

/** GET /jade/api/orders/status?since=72 hours ago */
export const OrdersStatusResponse = v.object({ orders: v.array(Order) });
export type OrdersStatusResponse = v.InferOutput<typeof OrdersStatusResponse>;

const SINCE_MESSAGE = "since deve ser 'N hours ago', com N de 1 a 72";

/** The one `since` value the spec names ('72 hours ago'); 'N hours ago' for N in 1..72 is accepted too. */
export const OrdersStatusSince = v.pipe(
  v.string(),
  v.check((since) => parseHoursAgo(since) !== null, SINCE_MESSAGE),
);

/** GET /orders/status's query; `since` comes out as its N hours, so a reader never meets an invalid one. */
export const OrdersStatusQuery = v.object({
  since: v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const hours = parseHoursAgo(dataset.value);
      if (hours !== null) return hours;
      addIssue({ message: SINCE_MESSAGE });
      return NEVER;
    }),
  ),
});
export type OrdersStatusQuery = v.InferOutput<typeof OrdersStatusQuery>;
