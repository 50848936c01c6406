import {
  SEFAZ_REGISTRATION_STATUSES,
  type SefazEventType,
  type SefazRegistrationStatus,
} from '@box/core/catalogues';
import type { EventKind } from './event-input';
import { eventFor, type ProofOutcome } from './event-rules';
import type { EventRow } from './registration-rows';

/** The events that register a proof (the others cancel one). */
export type DeliveryKind = 'nfe-delivery' | 'cte-delivery' | 'cte-failure';
const EVENT_TYPE_OF: Record<DeliveryKind, SefazEventType> = {
  'nfe-delivery': '110130',
  'cte-delivery': '110180',
  'cte-failure': '110190',
};
export const isDeliveryKind = (kind: EventKind): kind is DeliveryKind => kind in EVENT_TYPE_OF;
export const eventTypeOf = (kind: DeliveryKind): SefazEventType => EVENT_TYPE_OF[kind];

/** proofs_of_delivery.status_type → what the proof says happened. */
export const proofOutcome = (statusType: string): ProofOutcome =>
  statusType === 'failure' ? 'failed' : 'delivered';

export interface RegistrationState {
  status: SefazRegistrationStatus;
  kind: DeliveryKind;
  accessKey: string;
  /** The latest delivery event (null: none was asked for). */
  delivery: EventRow | null;
  /** The latest cancellation of `delivery`, if any. */
  cancellation: EventRow | null;
  canRegister: boolean;
  canCancel: boolean;
}

export interface ProofRegistrationFacts {
  statusType: string;
  accessKey: string | null;
  /** The proof's sefaz_events rows, any order. */
  events: readonly EventRow[];
  /** The account has a certificate valid now (only `canRegister` reads it). */
  certificateValid: boolean;
}

const latest = (rows: readonly EventRow[]) =>
  rows.reduce<EventRow | null>((last, row) => (!last || row.id > last.id ? row : last), null);

/**
 * Where a proof's registration stands, from its events: the latest delivery event says pending, waiting for a
 * certificate, registered or rejected; a registered one is 'cancel-pending' while its latest cancellation is on
 * its way and 'cancelled' once SEFAZ took it (a refused cancellation leaves it registered). null = nothing to
 * register (no NF-e/CT-e key, or a failed NF-e delivery, whose event the product does not send).
 */
export function registrationState(facts: ProofRegistrationFacts): RegistrationState | null {
  const delivery = latest(facts.events.filter((row) => isDeliveryKind(row.kind)));
  const expected = eventFor({ outcome: proofOutcome(facts.statusType) }, { accessKey: facts.accessKey });
  const kind = delivery && isDeliveryKind(delivery.kind) ? delivery.kind : expected;
  if (!kind || !isDeliveryKind(kind) || !facts.accessKey) return null;
  const cancellation = delivery
    ? latest(facts.events.filter((row) => row.cancels_event_id === delivery.id))
    : null;
  const status = statusOf(delivery, cancellation);
  return {
    status,
    kind,
    accessKey: facts.accessKey,
    delivery,
    cancellation,
    canRegister:
      status === 'not-requested' ||
      status === 'rejected' ||
      (status === 'needs-certificate' && facts.certificateValid),
    canCancel: status === 'registered' && kind !== 'cte-failure',
  };
}

function statusOf(delivery: EventRow | null, cancellation: EventRow | null): SefazRegistrationStatus {
  if (!delivery) return 'not-requested';
  if (delivery.status !== 'registered') return delivery.status;
  if (!cancellation || cancellation.status === 'rejected') return 'registered';
  return cancellation.status === 'registered' ? 'cancelled' : 'cancel-pending';
}

/**
 * The monitoring row's digest (orders.sefaz_status, core's OrderSefazStatus): the least advanced registration
 * among the order's proofs, in core's order of SEFAZ_REGISTRATION_STATUSES ('not-requested' before 'pending'
 * before 'registered'…). null when no proof has anything to register.
 */
export function orderDigest(statuses: readonly SefazRegistrationStatus[]): SefazRegistrationStatus | null {
  return SEFAZ_REGISTRATION_STATUSES.find((status) => statuses.includes(status)) ?? null;
}
