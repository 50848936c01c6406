import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { isoUtc } from '../queries/sql-json';
import { EVENT_KINDS } from './event-input';

/** sefaz_events.status (the table's check). */
export const EVENT_ROW_STATUSES = ['pending', 'needs-certificate', 'registered', 'rejected'] as const;

/** One sefaz_events row as the answers and the service read it (no XML: only whether there is some). */
export const EventRow = v.object({
  id: v.number(),
  kind: v.picklist(EVENT_KINDS),
  sequence: v.number(),
  cancels_event_id: v.nullable(v.number()),
  status: v.picklist(EVENT_ROW_STATUSES),
  next_attempt_at: v.nullable(v.string()),
  /** Sends tried so far: 0 = never sent yet (its next_attempt_at is just 'as soon as possible'). */
  attempts: v.number(),
  protocol: v.nullable(v.string()),
  registered_at: v.nullable(v.string()),
  status_code: v.nullable(v.number()),
  reason: v.nullable(v.string()),
  has_signed_xml: v.boolean(),
  has_answer_xml: v.boolean(),
});
export type EventRow = v.InferOutput<typeof EventRow>;

/**
 * The NF-e/CT-e key a proof is registered against: its shipment's, the shipment whose destination is the proof's
 * stop (where the goods were handed over; a pickup's proof is a collection, not a delivery, and has none).
 */
export const proofAccessKeySql = (proof: string) =>
  sql.raw(`(SELECT sh.access_key FROM shipments sh
    WHERE sh.order_id = ${proof}.order_id AND sh.destination_stop_id = ${proof}.stop_id AND sh.access_key IS NOT NULL
    ORDER BY sh.id LIMIT 1)`);

/** A proof's SEFAZ events as a JSON array of EventRow, oldest first. */
export const proofEventsSql = (proof: string) =>
  sql.raw(`(SELECT coalesce(json_agg(json_build_object(
      'id', e.id, 'kind', e.kind, 'sequence', e.sequence, 'cancels_event_id', e.cancels_event_id,
      'status', e.status, 'next_attempt_at', ${isoUtc('e.next_attempt_at')}, 'attempts', e.attempts, 'protocol', e.protocol,
      'registered_at', ${isoUtc('e.registered_at')}, 'status_code', e.status_code, 'reason', e.reason,
      'has_signed_xml', e.signed_xml IS NOT NULL, 'has_answer_xml', e.answer_xml IS NOT NULL) ORDER BY e.id),
    '[]'::json) FROM sefaz_events e WHERE e.pod_id = ${proof}.id)`);

/** Whether the customer's sefaz_settings hold a certificate valid at `at` (an ISO instant). */
export const certificateValidSql = (customerId: string, at: string) =>
  sql`coalesce((SELECT st.certificate_sealed IS NOT NULL
      AND st.certificate_not_before <= ${at}::timestamptz AND st.certificate_not_after > ${at}::timestamptz
    FROM sefaz_settings st WHERE st.customer_id = ${sql.raw(customerId)}), false)`;
