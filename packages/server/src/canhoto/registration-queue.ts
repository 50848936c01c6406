import type { SefazRegistrationStatus } from '@box/core/catalogues';
import { normalizeAccessKey, validateAccessKey } from '@box/core/rules';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Database } from '../db/database';
import { queryRows } from '../db/rows';
import { sefazEvents } from '../db/schema/index';
import type { EventKind } from './event-input';
import { cancellationOf, nextSequence } from './event-rules';
import { refreshOrderSefazStatus } from './registration-digest';
import { lockProof, type PodFacts, podFacts, stateOf } from './registration-facts';
import type { RegistrationState } from './registration-status';
import { sefazNudges } from './wake';

export type QueueOutcome =
  /** A row is pending (or waits for a certificate); the worker takes it. */
  | { kind: 'queued'; status: 'pending' | 'needs-certificate' }
  | { kind: 'not-found' }
  /** No NF-e/CT-e key on the proof's shipment, or a failed NF-e delivery (no event the product sends). */
  | { kind: 'nothing-to-register'; reason: 'no-key' | 'failed-nfe' }
  /** Its registration is not in a state that allows this (already pending, registered, cancelled…). */
  | { kind: 'refused'; status: SefazRegistrationStatus }
  /** The layout's sequence numbers for this event on this document are used up (NF-e 20, CT-e 999). */
  | { kind: 'sequence-spent' }
  /** A registration whose protocol SEFAZ never told us cannot be cancelled (the cancellation carries it). */
  | { kind: 'protocol-unknown' };

export interface QueueOptions {
  requestedBy?: number | null;
  now?: Date;
}

/** nSeqEvento for a new event of `kind` on the document: after every one of that kind already sent or queued. */
async function sequenceFor(db: Database, kind: EventKind, accessKey: string): Promise<number | null> {
  const used = await queryRows(
    db,
    sql`SELECT sequence FROM sefaz_events WHERE kind = ${kind} AND access_key = ${accessKey}`,
    v.object({ sequence: v.number() }),
  );
  return nextSequence(
    kind,
    used.map((row) => row.sequence),
  );
}

function nothingReason(accessKey: string | null): 'no-key' | 'failed-nfe' {
  const key = accessKey ? validateAccessKey(normalizeAccessKey(accessKey)) : null;
  return key?.ok && key.value.model === '55' ? 'failed-nfe' : 'no-key';
}

/** The proof, locked so one event is queued at a time, with its registration; or why there is nothing to queue. */
async function lockedRegistration(
  db: Database,
  podId: number,
  now: Date,
): Promise<{ facts: PodFacts; state: RegistrationState } | QueueOutcome> {
  await lockProof(db, podId);
  const facts = await podFacts(db, podId, now);
  if (!facts) return { kind: 'not-found' };
  const state = stateOf(facts);
  if (!state) return { kind: 'nothing-to-register', reason: nothingReason(facts.access_key) };
  return { facts, state };
}

/** A new row is due now, or waits while the account has no valid certificate. */
const statusFor = (facts: PodFacts) => (facts.certificate_valid ? 'pending' : 'needs-certificate');

/** A new event row of the proof, due now (or waiting for a certificate). */
async function insertEvent(
  db: Database,
  podId: number,
  facts: PodFacts,
  event: { kind: EventKind; accessKey: string; sequence: number; cancelsEventId?: number },
  { requestedBy, now }: { requestedBy: number | null; now: Date },
) {
  await db.insert(sefazEvents).values({
    podId,
    orderId: facts.order_id,
    customerId: facts.customer_id,
    ...event,
    status: statusFor(facts),
    nextAttemptAt: now,
    requestedBy,
    createdAt: now,
    updatedAt: now,
  });
}

/** After a row is queued: the order's monitoring digest, and the workers woken when it can go now. */
async function queued(db: Database, facts: PodFacts): Promise<QueueOutcome> {
  const status = statusFor(facts);
  await refreshOrderSefazStatus(db, [facts.order_id]);
  if (status === 'pending') sefazNudges.nudge();
  return { kind: 'queued', status };
}

/**
 * Queues the official event a proof calls for (110130 NF-e delivery, 110180 CT-e delivery, 110190 CT-e failed
 * delivery): the button 'Registrar na SEFAZ', sending again after a rejection, or automatic mode on a new proof.
 * Run it in the transaction that has the reason (the proof written, the request). Without a valid certificate the
 * row waits as 'needs-certificate'.
 */
export async function queueDeliveryEvent(
  db: Database,
  podId: number,
  { requestedBy = null, now = new Date() }: QueueOptions = {},
): Promise<QueueOutcome> {
  const found = await lockedRegistration(db, podId, now);
  if ('kind' in found) return found;
  const { facts, state } = found;
  if (!state.canRegister) return { kind: 'refused', status: state.status };
  if (state.delivery?.status === 'needs-certificate') {
    // Never sent: the waiting row goes now, with its sequence.
    await db.execute(sql`UPDATE sefaz_events SET status = 'pending', next_attempt_at = ${now.toISOString()}::timestamptz,
        requested_by = coalesce(${requestedBy}::int, requested_by), updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${state.delivery.id}`);
  } else {
    const sequence = await sequenceFor(db, state.kind, state.accessKey);
    if (sequence === null) return { kind: 'sequence-spent' };
    await insertEvent(
      db,
      podId,
      facts,
      { kind: state.kind, accessKey: state.accessKey, sequence },
      { requestedBy, now },
    );
  }
  return queued(db, facts);
}

/**
 * Queues the cancellation (110131 / 110181) of a proof's registered delivery event: the proof was withdrawn.
 * NT 2021.001 sets no deadline for it (README.md, 'Cancellation deadline'), so none is applied here; a refusal
 * SEFAZ may still give shows on the proof with its code.
 */
export async function queueCancellation(
  db: Database,
  podId: number,
  { requestedBy = null, now = new Date() }: QueueOptions = {},
): Promise<QueueOutcome> {
  const found = await lockedRegistration(db, podId, now);
  if ('kind' in found) return found;
  const { facts, state } = found;
  const delivery = state.delivery;
  const kind = delivery ? cancellationOf(delivery.kind) : null;
  if (!state.canCancel || !delivery || !kind) return { kind: 'refused', status: state.status };
  if (!delivery.protocol) return { kind: 'protocol-unknown' };
  const sequence = await sequenceFor(db, kind, state.accessKey);
  if (sequence === null) return { kind: 'sequence-spent' };
  await insertEvent(
    db,
    podId,
    facts,
    { kind, accessKey: state.accessKey, sequence, cancelsEventId: delivery.id },
    { requestedBy, now },
  );
  return queued(db, facts);
}

/**
 * Automatic mode: a proof just written is queued when its account registers every proof and its shipment has a
 * key. Returns whether it was. Called in the proof's own transaction.
 */
export async function queueIfAutomatic(db: Database, podId: number, now: Date): Promise<boolean> {
  const facts = await podFacts(db, podId, now);
  if (facts?.mode !== 'automatic' || !stateOf(facts)) return false;
  return (await queueDeliveryEvent(db, podId, { now })).kind === 'queued';
}
