import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { isoUtc } from '../queries/sql-json';
import type { ProofEventFacts } from './event-from-proof';
import { EVENT_KINDS } from './event-input';

/** How long a claimed event stays this worker's: well over the SOAP adapter's 30 s plus validation. */
export const LEASE_MS = 2 * 60_000;

const Claimed = v.object({
  id: v.number(),
  pod_id: v.number(),
  order_id: v.number(),
  customer_id: v.number(),
  kind: v.picklist(EVENT_KINDS),
  access_key: v.string(),
  sequence: v.number(),
  /** Counting this one. */
  attempts: v.number(),
  /** The bytes already sent once (an earlier attempt's): sent again as they are. */
  signed_xml: v.nullable(v.string()),
});
export type ClaimedEvent = v.InferOutput<typeof Claimed>;

/**
 * Takes up to `limit` due events in one statement, as the webhook outbox does: SKIP LOCKED so workers of several
 * processes never take the same row, and a lease (`locked_until`) that keeps it taken until its outcome is
 * written or, if this process dies, runs out.
 */
export function claimDueEvents(db: Database, now: Date, limit: number): Promise<ClaimedEvent[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  return queryRows(
    db,
    sql`UPDATE sefaz_events e SET locked_until = ${until}::timestamptz, attempts = e.attempts + 1
      WHERE e.id IN (
        SELECT id FROM sefaz_events
        WHERE status = 'pending' AND next_attempt_at <= ${at}::timestamptz
          AND (locked_until IS NULL OR locked_until <= ${at}::timestamptz)
        ORDER BY next_attempt_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING e.id, e.pod_id, e.order_id, e.customer_id, e.kind, e.access_key, e.sequence, e.attempts,
        e.signed_xml`,
    Claimed,
  );
}

const EventDetails = v.object({
  time_finish: v.string(),
  recipient_name: v.nullable(v.string()),
  recipient_identifier: v.nullable(v.string()),
  status_message: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  signature: v.nullable(v.string()),
  picture: v.nullable(v.string()),
  cancels_protocol: v.nullable(v.string()),
  fiscal_xml: v.nullable(v.string()),
  certificate_sealed: v.nullable(v.string()),
});

/** The proof, documents and sealed certificate one claimed event is built and signed from. */
export async function eventDetails(
  db: Database,
  event: ClaimedEvent,
): Promise<{ facts: ProofEventFacts; sealed: string | null } | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT ${sql.raw(isoUtc('p.time_finish'))} AS time_finish, p.recipient_name, p.recipient_identifier,
        p.status_message, coalesce(p.lat_signature, p.lat_address) AS latitude,
        CASE WHEN p.lat_signature IS NOT NULL THEN p.lng_signature ELSE p.lng_address END AS longitude,
        p.recipient_signature AS signature,
        (SELECT pp.image_url FROM pod_pictures pp WHERE pp.pod_id = p.id ORDER BY pp.position LIMIT 1) AS picture,
        (SELECT c.protocol FROM sefaz_events c WHERE c.id = e.cancels_event_id) AS cancels_protocol,
        (SELECT f.raw_xml FROM fiscal_documents f
          WHERE f.customer_id = e.customer_id AND f.access_key = e.access_key) AS fiscal_xml,
        st.certificate_sealed
      FROM sefaz_events e
      JOIN proofs_of_delivery p ON p.id = e.pod_id
      LEFT JOIN sefaz_settings st ON st.customer_id = e.customer_id
      WHERE e.id = ${event.id}`,
    EventDetails,
  );
  if (!row) return null;
  return {
    sealed: row.certificate_sealed,
    facts: {
      kind: event.kind,
      accessKey: event.access_key,
      sequence: event.sequence,
      timeFinish: new Date(row.time_finish),
      recipientName: row.recipient_name,
      recipientIdentifier: row.recipient_identifier,
      statusMessage: row.status_message,
      latitude: row.latitude,
      longitude: row.longitude,
      signature: row.signature,
      picture: row.picture,
      cancelsProtocol: row.cancels_protocol,
      fiscalXml: row.fiscal_xml,
    },
  };
}

/** An event's new state after an attempt; the lease ends with it. */
export interface EventOutcome {
  status: 'pending' | 'needs-certificate' | 'registered' | 'rejected';
  nextAttemptAt?: Date | null;
  signedXml?: string | null;
  answerXml?: string | null;
  protocol?: string | null;
  registeredAt?: Date | null;
  statusCode?: number | null;
  reason?: string | null;
}

/** Writes the outcome; fields left out keep their value (a resend keeps the signed XML it sent). */
export async function recordOutcome(db: Database, id: number, outcome: EventOutcome, now: Date) {
  const keep = <T>(value: T | undefined, column: string, type: string) =>
    value === undefined ? sql.raw(column) : sql`${value}::${sql.raw(type)}`;
  const iso = (value: Date | null | undefined) =>
    value === undefined ? undefined : (value?.toISOString() ?? null);
  await db.execute(sql`UPDATE sefaz_events SET
      status = ${outcome.status},
      locked_until = NULL,
      next_attempt_at = ${keep(iso(outcome.nextAttemptAt), 'next_attempt_at', 'timestamptz')},
      signed_xml = ${keep(outcome.signedXml, 'signed_xml', 'text')},
      answer_xml = ${keep(outcome.answerXml, 'answer_xml', 'text')},
      protocol = ${keep(outcome.protocol, 'protocol', 'text')},
      registered_at = ${keep(iso(outcome.registeredAt), 'registered_at', 'timestamptz')},
      status_code = ${keep(outcome.statusCode, 'status_code', 'smallint')},
      reason = ${keep(outcome.reason, 'reason', 'text')},
      updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id}`);
}
