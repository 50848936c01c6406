import { SHIPMENT_TIMELINE_STEP_CODES } from '@box/core/catalogues';
import { type SQL, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { EventRow, proofAccessKeySql, proofEventsSql } from '../canhoto/registration-rows';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { imageRef, PictureRef } from './proofs';
import { isoUtc, textArray } from './sql-json';

/**
 * A shipment named by its /rr/{hash}, or by /rrp/{clientCode}/{accessKey}: the fiscal document's access key and
 * the code of the shipper that sent it. The client code is the customer's `client_code` (what the schema keeps
 * for these links) or, as the portal's integrators know it, the customer id of the shipment's order.
 */
export type ShipmentLookup =
  | { by: 'hash'; hash: string }
  | { by: 'dfe'; accessKey: string; clientCode: string };

const nullableString = v.nullable(v.string());
const nullableNumber = v.nullable(v.number());

const ShipmentTrackingRow = v.object({
  shipment_id: v.number(),
  code: v.string(),
  order_status: v.string(),
  order_status_updated_at: v.string(),
  order_canceled_at: nullableString,
  stop_id: nullableNumber,
  stop_status: nullableString,
  stop_latitude: nullableNumber,
  stop_longitude: nullableNumber,
  stop_thoroughfare: nullableString,
  stop_number: nullableString,
  stop_status_updated_at: nullableString,
  stop_eta: nullableString,
  driver_id: nullableNumber,
  driver_name: nullableString,
  driver_plate: nullableString,
  driver_latitude: nullableNumber,
  driver_longitude: nullableNumber,
  driver_location_at: nullableString,
  pod: v.nullable(
    v.object({
      public_token: v.string(),
      status: v.string(),
      occurred_at: v.string(),
      recipient_name: nullableString,
      recipient_identifier: nullableString,
      signature_ref: nullableString,
      latitude: nullableNumber,
      longitude: nullableNumber,
      pictures: v.array(PictureRef),
      /** Its SEFAZ registration's facts (issue 20). */
      status_type: v.string(),
      access_key: nullableString,
      sefaz_events: v.array(EventRow),
    }),
  ),
  timeline: v.array(
    v.object({ step: v.string(), status: v.string(), startedAt: nullableString, finishedAt: nullableString }),
  ),
  rating: v.nullable(v.object({ rating: v.number(), comment: nullableString, createdAt: v.string() })),
  answers: v.array(v.object({ questionId: v.string(), answer: v.string() })),
  questions: v.array(
    v.object({ id: v.string(), type: v.string(), questionText: v.string(), required: v.boolean() }),
  ),
});
export type ShipmentTrackingRow = v.InferOutput<typeof ShipmentTrackingRow>;

const SHIPMENT_STEPS = textArray(SHIPMENT_TIMELINE_STEP_CODES);

// Shipments without timeline rows get the steps their stop and order imply, as the seed writes them: steps
// before the one reached are DONE, the reached one DOING. Step n (1-based) of PICKUP, IN_TRANSIT, ON_THE_WAY,
// DELIVERY; the delivery step's time is the stop's.
const REACHED_STEP = `CASE WHEN s.status <> 'PENDING' THEN 4 WHEN o.status = 'IN_PROGRESS' THEN 2
  WHEN o.status = 'ALLOCATED' THEN 0 ELSE -1 END`;
const DERIVED_STEP_STATUS = `CASE WHEN step.n - 1 < ${REACHED_STEP} THEN 'DONE'
  WHEN step.n - 1 = ${REACHED_STEP} THEN 'DOING' ELSE 'NOT_DONE' END`;
const DERIVED_STEP_TIME = `CASE WHEN step.n = 4 THEN coalesce(s.finished_at, s.status_updated_at)
  ELSE coalesce(o.started_at, o.created_at) END`;

function picked(lookup: ShipmentLookup): SQL {
  if (lookup.by === 'hash') {
    return sql`SELECT sh.* FROM shipments sh WHERE sh.tracking_hash = ${lookup.hash}`;
  }
  // The same document may travel twice (a failed delivery sent again): the latest shipment is the one to follow.
  return sql`SELECT sh.* FROM shipments sh
    JOIN orders so ON so.id = sh.order_id
    JOIN customers c ON c.id = so.customer_id
    WHERE sh.access_key = ${lookup.accessKey}
      AND (c.client_code = ${lookup.clientCode.toUpperCase()} OR c.id::text = ${lookup.clientCode})
    ORDER BY sh.created_at DESC, sh.id DESC`;
}

/**
 * Everything the shipment page needs in one statement: the shipment, its order, the stop where it meets its
 * recipient (a delivery's destination, a pickup's origin: where the seed and the simulator put the stop's
 * status and proof), the driver, the latest proof of that stop, the shipment's timeline (every step, NOT_DONE
 * when not written yet), the rating and the active rating questions.
 */
export async function findShipmentTracking(
  db: Database,
  lookup: ShipmentLookup,
): Promise<ShipmentTrackingRow | null> {
  const iso = (expr: string) => sql.raw(isoUtc(expr));
  const [row] = await queryRows(
    db,
    sql`
    WITH sh AS MATERIALIZED (${picked(lookup)} LIMIT 1)
    SELECT sh.id AS shipment_id, sh.code,
      o.status AS order_status, ${iso('o.status_updated_at')} AS order_status_updated_at,
      ${iso('o.canceled_at')} AS order_canceled_at,
      s.id AS stop_id, s.status AS stop_status, s.latitude AS stop_latitude, s.longitude AS stop_longitude,
      s.thoroughfare AS stop_thoroughfare, s.number AS stop_number,
      ${iso('s.status_updated_at')} AS stop_status_updated_at, ${iso('s.estimated_arrival_at')} AS stop_eta,
      d.id AS driver_id, d.first_name || ' ' || d.last_name AS driver_name, d.vehicle_plate AS driver_plate,
      d.last_latitude AS driver_latitude, d.last_longitude AS driver_longitude,
      ${iso('d.location_updated_at')} AS driver_location_at,
      (SELECT json_build_object(
          'public_token', p.public_token,
          'status', p.status,
          'occurred_at', ${iso('p.time_finish')},
          'recipient_name', p.recipient_name,
          'recipient_identifier', p.recipient_identifier,
          'signature_ref', ${imageRef('p.recipient_signature')},
          'latitude', coalesce(p.lat_signature, p.lat_address),
          'longitude', CASE WHEN p.lat_signature IS NOT NULL THEN p.lng_signature ELSE p.lng_address END,
          'pictures', (SELECT coalesce(json_agg(json_build_object('position', pp.position,
              'ref', ${imageRef('pp.image_url')}) ORDER BY pp.position), '[]'::json)
            FROM pod_pictures pp WHERE pp.pod_id = p.id),
          'status_type', p.status_type,
          'access_key', ${proofAccessKeySql('p')},
          'sefaz_events', ${proofEventsSql('p')})
        FROM proofs_of_delivery p WHERE p.stop_id = s.id
        ORDER BY p.time_finish DESC, p.id DESC LIMIT 1) AS pod,
      (SELECT json_agg(json_build_object(
          'step', t.code,
          'status', t.status,
          'startedAt', CASE WHEN t.status <> 'NOT_DONE' THEN ${iso('t.started_at')} END,
          'finishedAt', CASE WHEN t.status = 'DONE' THEN ${iso('t.finished_at')} END) ORDER BY t.n)
        FROM (
          SELECT step.code, step.n,
            coalesce(e.status, ${sql.raw(DERIVED_STEP_STATUS)}) AS status,
            CASE WHEN e.status IS NOT NULL THEN e.started_at ELSE ${sql.raw(DERIVED_STEP_TIME)} END AS started_at,
            CASE WHEN e.status IS NOT NULL THEN e.finished_at ELSE ${sql.raw(DERIVED_STEP_TIME)} END AS finished_at
          FROM unnest(${sql.raw(SHIPMENT_STEPS)}) WITH ORDINALITY AS step(code, n)
          LEFT JOIN LATERAL (
            SELECT ev.status, ev.started_at, ev.finished_at FROM timeline_events ev
            WHERE ev.shipment_id = sh.id AND ev.step = step.code ORDER BY ev.id DESC LIMIT 1
          ) e ON true
        ) t) AS timeline,
      (SELECT json_build_object('rating', r.rating, 'comment', r.comment, 'createdAt', ${iso('r.created_at')})
        FROM ratings r WHERE r.shipment_id = sh.id) AS rating,
      (SELECT coalesce(json_agg(json_build_object('questionId', a.question_id, 'answer', a.answer) ORDER BY a.id),
          '[]'::json)
        FROM ratings r JOIN rating_answers a ON a.rating_id = r.id WHERE r.shipment_id = sh.id) AS answers,
      (SELECT coalesce(json_agg(json_build_object('id', q.id, 'type', q.type, 'questionText', q.question_text,
          'required', q.required) ORDER BY q.position, q.id), '[]'::json)
        FROM rating_questions q WHERE q.active) AS questions
    FROM sh
    JOIN orders o ON o.id = sh.order_id
    LEFT JOIN stops s ON s.id = CASE WHEN o.service_type = 'PICKUP' THEN sh.origin_stop_id
      ELSE sh.destination_stop_id END
    LEFT JOIN drivers d ON d.id = o.driver_id`,
    ShipmentTrackingRow,
  );
  return row ?? null;
}
