import * as v from 'valibot';
import { parseHoursAgo } from '../rules/hours-ago';
import { Id, IsoDateTime, Money } from './primitives';
import { OrderSefazStatus } from './sefaz';

export const ORDER_STATUSES = ['CREATED', 'ALLOCATED', 'IN_PROGRESS', 'FINISHED', 'CANCELED'] as const;
export const OrderStatus = /*#__PURE__*/ v.picklist(ORDER_STATUSES);
export type OrderStatus = v.InferOutput<typeof OrderStatus>;

export const OrderDriver = /*#__PURE__*/ v.object({
  name: /*#__PURE__*/ v.string(),
  nameAbbr: /*#__PURE__*/ v.string(),
  vehicle_plate: /*#__PURE__*/ v.string(),
});
export type OrderDriver = v.InferOutput<typeof OrderDriver>;

/**
 * An order as monitoring and the statement list it (SPEC §3 "Order"). Field names are the wire names of the
 * spec, mixed casing included. `isDelayed` is not on the wire: see `isOrderDelayed` in rules.
 */
export const Order = /*#__PURE__*/ v.object({
  id: Id,
  externalId: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  status: OrderStatus,
  status2: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  vehicleType: /*#__PURE__*/ v.string(),
  grossPrice: Money,
  net_price: Money,
  freight_price: Money,
  total_taxes: Money,
  created_at: IsoDateTime,
  /** null = immediate ('imediata') */
  scheduled_for: /*#__PURE__*/ v.nullable(IsoDateTime),
  requester: /*#__PURE__*/ v.string(),
  requesterAbbr: /*#__PURE__*/ v.string(),
  /** null while no driver is allocated */
  driver: /*#__PURE__*/ v.nullable(OrderDriver),
  progress: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.number(),
    /*#__PURE__*/ v.integer(),
    /*#__PURE__*/ v.minValue(0),
  ),
  total_stops: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.number(),
    /*#__PURE__*/ v.integer(),
    /*#__PURE__*/ v.minValue(0),
  ),
  failed_services: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.number(),
    /*#__PURE__*/ v.integer(),
    /*#__PURE__*/ v.minValue(0),
  ),
  /**
   * Ours (issue 20): the least advanced SEFAZ registration among the order's proofs ('pending' before
   * 'registered'…), null when none of them has an NF-e/CT-e to register against. Optional on the wire.
   */
  sefaz: /*#__PURE__*/ v.optional(OrderSefazStatus, null),
  /**
   * Ours (issue 20): SEFAZ's protocol numbers (nProt) of the order's proofs registered now, in proof order; a
   * cancelled registration drops out. Optional on the wire: an answer without it has none.
   */
  sefaz_protocols: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.array(/*#__PURE__*/ v.string())),
});
export type Order = v.InferOutput<typeof Order>;

/** GET /jade/api/orders/status?since=72 hours ago */
export const OrdersStatusResponse = /*#__PURE__*/ v.object({ orders: /*#__PURE__*/ v.array(Order) });
export type OrdersStatusResponse = v.InferOutput<typeof OrdersStatusResponse>;

const SINCE_MESSAGE = "since deve ser 'N hours ago', com N de 1 a 72";

/** The one `since` value the spec names ('72 hours ago'); 'N hours ago' for N in 1..72 is accepted too. */
export const OrdersStatusSince = /*#__PURE__*/ v.pipe(
  /*#__PURE__*/ v.string(),
  /*#__PURE__*/ v.check((since) => parseHoursAgo(since) !== null, SINCE_MESSAGE),
);

/** GET /orders/status's query; `since` comes out as its N hours, so a reader never meets an invalid one. */
export const OrdersStatusQuery = /*#__PURE__*/ v.object({
  since: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const hours = parseHoursAgo(dataset.value);
      if (hours !== null) return hours;
      addIssue({ message: SINCE_MESSAGE });
      return NEVER;
    }),
  ),
});
export type OrdersStatusQuery = v.InferOutput<typeof OrdersStatusQuery>;
