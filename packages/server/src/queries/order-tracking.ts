import { ORDER_TIMELINE_STEP_CODES, RISK_MANAGEMENT_STATUSES } from '@box/core/catalogues';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc, stopAddress, textArray } from './sql-json';

/** A JSON text of core's `OrderTracking`, ready to be sent. */
export type OrderTrackingJson = string & { readonly __orderTrackingJson: unique symbol };

/**
 * Which order, and who asks: the signed-in page names it by id (the customer's own, or any for the super admin);
 * the public page by its live /r/{token}.
 */
export type OrderTrackingLookup =
  | { by: 'id'; orderId: number; customerId: number | 'any' }
  | { by: 'token'; token: string };

const ISO = isoUtc;
const ORDER_STEPS = textArray(ORDER_TIMELINE_STEP_CODES);
const RISK_STATUSES = textArray(RISK_MANAGEMENT_STATUSES);
// The driver is only followed while the order is under way: afterwards their position says where they are
// now, on other people's errands.
const UNDER_WAY = `o.status IN ('ALLOCATED', 'IN_PROGRESS')`;

// Orders without timeline rows (older ones, or placed and not yet picked up by the simulator) get the steps
// their status implies, as the seed writes them: steps before the one reached are DONE, the reached one DOING
// while the order is under way. Step n (1-based) of ALLOCATED, ON_THE_WAY, LOADED, IN_PROGRESS, FINISHED.
const REACHED_STEP = `CASE o.status WHEN 'FINISHED' THEN 5 WHEN 'IN_PROGRESS' THEN 3 WHEN 'ALLOCATED' THEN 1
  ELSE CASE WHEN o.allocated_at IS NOT NULL THEN 1 ELSE 0 END END`;
const DERIVED_STEP_STATUS = `CASE WHEN step.n - 1 < ${REACHED_STEP} THEN 'DONE'
  WHEN step.n - 1 = ${REACHED_STEP} AND ${UNDER_WAY} THEN 'DOING' ELSE 'NOT_DONE' END`;
const DERIVED_STEP_TIME = `coalesce((ARRAY[o.allocated_at, o.started_at, o.started_at, o.started_at,
  o.finished_at])[step.n], o.allocated_at)`;

function picked(lookup: OrderTrackingLookup): SQL {
  if (lookup.by === 'token') {
    return sql`SELECT o.* FROM order_tracking_tokens t JOIN orders o ON o.id = t.order_id
      WHERE t.token = ${lookup.token} AND t.revoked_at IS NULL`;
  }
  if (lookup.customerId === 'any') return sql`SELECT o.* FROM orders o WHERE o.id = ${lookup.orderId}`;
  return sql`SELECT o.* FROM orders o WHERE o.id = ${lookup.orderId} AND o.customer_id = ${lookup.customerId}`;
}

/**
 * The tracking answer of one order, built by PostgreSQL in one statement (the public page is polled by every
 * recipient every 60 s): each part is an index look-up by order id (stops by (order_id, position), shipments,
 * proofs and timeline events by order_id, driver and requester by primary key).
 *
 * `personal` = the signed-in answer: driver CPF/CNH/RG/phone, the stops' sharing (recipients, the shipments'
 * hashes and /rr/ links), the requester's full name, the risk check and the order's own public token. The public
 * answer carries none of them (DESIGN §5).
 * `origin` prefixes the /rr/ links, which partner pages on another origin open as they are. Null when the order
 * does not exist, is another customer's, or the token is unknown or revoked.
 */
export async function orderTrackingJson(
  db: Database,
  lookup: OrderTrackingLookup,
  options: { origin: string; personal: boolean },
): Promise<OrderTrackingJson | null> {
  const [row] = await queryRows(db, orderTrackingQuery(lookup, options), v.object({ answer: v.string() }));
  return row ? (row.answer as OrderTrackingJson) : null;
}

/** The statement of `orderTrackingJson`, on its own so that its plan can be inspected (EXPLAIN). */
export function orderTrackingQuery(
  lookup: OrderTrackingLookup,
  { origin, personal }: { origin: string; personal: boolean },
): SQL {
  const recipients = personal
    ? sql.raw(`(SELECT coalesce(json_agg(json_build_object('email', r.email, 'phone', r.phone) ORDER BY r.id),
        '[]'::json) FROM shipment_recipients r WHERE r.shipment_id = sh.id)`)
    : sql.raw(`'[]'::json`);
  const publicToken = personal
    ? sql.raw(`(SELECT t.token FROM order_tracking_tokens t WHERE t.order_id = o.id AND t.revoked_at IS NULL
        ORDER BY t.created_at, t.token LIMIT 1)`)
    : sql.raw('NULL');
  const requester = personal ? sql.raw('u.name') : sql.raw('box_abbreviate_name(u.name)');
  const risk = personal
    ? sql.raw(`CASE WHEN o.risk_status = ANY(${RISK_STATUSES}) THEN json_build_object('status', o.risk_status,
        'queryCode', o.risk_query_code, 'riskManager', o.risk_manager) END`)
    : sql.raw('NULL');
  const personalField = (column: string) => sql.raw(personal ? `d.${column}` : 'NULL');
  // A shipment's hash opens its /rr/ page and rates its delivery: each recipient has their own link, so the
  // order's public page (shared by every recipient) carries no sharing at all.
  const shared = sql.raw(personal ? 'sh.id IS NOT NULL' : 'false');

  // `served`: the stop where a shipment meets its recipient (a delivery's destination, a pickup's origin);
  // several shipments to one door share it, and the stop shows the first one, as its tracking code does.
  return sql`
    WITH o AS MATERIALIZED (${picked(lookup)} LIMIT 1),
    st AS MATERIALIZED (SELECT s.* FROM stops s WHERE s.order_id = (SELECT id FROM o)),
    sh AS MATERIALIZED (
      SELECT DISTINCT ON (x.served) x.id, x.tracking_hash, x.served FROM (
        SELECT s.id, s.tracking_hash,
          CASE WHEN (SELECT service_type FROM o) = 'PICKUP' THEN s.origin_stop_id ELSE s.destination_stop_id END
            AS served
        FROM shipments s WHERE s.order_id = (SELECT id FROM o)
      ) x ORDER BY x.served, x.id
    ),
    pods AS MATERIALIZED (
      SELECT p.stop_id, json_agg(json_build_object('id', p.id::text, 'status', p.status,
        'link', '/comprovantes/publico/' || p.public_token) ORDER BY p.time_finish, p.id) AS list
      FROM proofs_of_delivery p WHERE p.order_id = (SELECT id FROM o) GROUP BY p.stop_id
    )
    SELECT json_build_object(
      'orderId', o.id,
      'status', o.status,
      'canceledAt', ${sql.raw(ISO('o.canceled_at'))},
      'publicToken', ${publicToken},
      'stops', (
        SELECT coalesce(json_agg(json_build_object(
          'id', s.id::text,
          'index', s.position,
          'taskType', s.task_type,
          'status', s.status,
          'location', json_build_object('latitude', s.latitude, 'longitude', s.longitude),
          'address', ${sql.raw(stopAddress('s'))},
          'trackingCode', s.tracking_code,
          'statusUpdatedAt', ${sql.raw(ISO('s.status_updated_at'))},
          'pods', coalesce(pd.list, '[]'::json),
          'sharing', CASE WHEN ${shared} THEN json_build_object(
            'recipients', ${recipients},
            'token', sh.tracking_hash,
            'shipmentId', sh.id::text,
            'anonymousURL', ${origin}::text || '/rr/' || sh.tracking_hash) END
        ) ORDER BY s.position), '[]'::json)
        FROM st s
        LEFT JOIN sh ON sh.served = s.id
        LEFT JOIN pods pd ON pd.stop_id = s.id
      ),
      'eta', CASE WHEN ${sql.raw(UNDER_WAY)} THEN (
        SELECT json_build_object('estimatedArrival', ${sql.raw(ISO('n.estimated_arrival_at'))},
          'nextStopId', n.id::text)
        FROM (SELECT * FROM st WHERE st.status = 'PENDING' ORDER BY st.position LIMIT 1) n
        WHERE n.estimated_arrival_at IS NOT NULL
      ) END,
      'driverLocation', CASE WHEN ${sql.raw(UNDER_WAY)}
        AND d.last_latitude IS NOT NULL AND d.last_longitude IS NOT NULL
        THEN json_build_object('latitude', d.last_latitude, 'longitude', d.last_longitude) END,
      'driverLocationAt', CASE WHEN ${sql.raw(UNDER_WAY)}
        AND d.last_latitude IS NOT NULL AND d.last_longitude IS NOT NULL
        THEN ${sql.raw(ISO('d.location_updated_at'))} END,
      'timeline', (
        SELECT json_agg(json_build_object(
          'step', t.code,
          'time', CASE t.status WHEN 'DONE' THEN ${sql.raw(ISO('t.done_at'))}
            WHEN 'DOING' THEN ${sql.raw(ISO('t.started_at'))} END,
          'status', t.status
        ) ORDER BY t.n)
        FROM (
          SELECT step.code, step.n,
            coalesce(e.status, ${sql.raw(DERIVED_STEP_STATUS)}) AS status,
            CASE WHEN e.status IS NOT NULL THEN coalesce(e.finished_at, e.started_at)
              ELSE ${sql.raw(DERIVED_STEP_TIME)} END AS done_at,
            CASE WHEN e.status IS NOT NULL THEN e.started_at ELSE ${sql.raw(DERIVED_STEP_TIME)} END AS started_at
          FROM unnest(${sql.raw(ORDER_STEPS)}) WITH ORDINALITY AS step(code, n)
          LEFT JOIN LATERAL (
            SELECT ev.status, ev.started_at, ev.finished_at FROM timeline_events ev
            WHERE ev.order_id = o.id AND ev.shipment_id IS NULL AND ev.step = step.code
            ORDER BY ev.id DESC LIMIT 1
          ) e ON true
        ) t
      ),
      'orderDetails', json_build_object(
        'scheduledFor', ${sql.raw(ISO('o.scheduled_for'))},
        'createdAt', ${sql.raw(ISO('o.created_at'))},
        'statusUpdatedAt', ${sql.raw(ISO('o.status_updated_at'))},
        'requester', ${requester},
        'totalWeightInKilograms', o.total_weight_kg::float8,
        'vehicleType', o.vehicle_type,
        'riskManagement', ${risk},
        'driver', CASE WHEN d.id IS NOT NULL THEN json_build_object(
          'id', d.id,
          'firstName', d.first_name,
          'lastName', d.last_name,
          'vehiclePlate', d.vehicle_plate,
          'phoneNumber', ${personalField('phone')},
          'cpf', ${personalField('cpf')},
          'cnh', ${personalField('cnh')},
          'documentNumber', ${personalField('document_number')}) END
      )
    )::text AS answer
    FROM o
    JOIN users u ON u.id = o.requester_id
    LEFT JOIN drivers d ON d.id = o.driver_id`;
}
