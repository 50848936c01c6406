import * as v from 'valibot';
import { SEFAZ_EVENT_TYPES, SEFAZ_REGISTRATION_STATUSES } from '../catalogues/sefaz';
import { IsoDateTime } from './primitives';

export const SefazRegistrationStatus = /*#__PURE__*/ v.picklist(SEFAZ_REGISTRATION_STATUSES);
export const SefazEventType = /*#__PURE__*/ v.picklist(SEFAZ_EVENT_TYPES);

/** SEFAZ's refusal: its code (cStat) and its reason (xMotivo, pt-BR as SEFAZ wrote it). */
export const SefazRejection = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.number(), /*#__PURE__*/ v.integer()),
  reason: /*#__PURE__*/ v.string(),
});
export type SefazRejection = v.InferOutput<typeof SefazRejection>;

/**
 * A proof's registration at SEFAZ (issue 20), on the owner's proof answer (`ProofOfDelivery.sefaz`) and, without
 * `downloads`, on the shipment tracking page. null there = the proof's shipment has no NF-e/CT-e access key, so
 * there is nothing to register.
 */
export const SefazRegistration = /*#__PURE__*/ v.object({
  status: SefazRegistrationStatus,
  eventType: SefazEventType,
  /** The 44-digit key of the NF-e or CT-e the event is registered against. */
  accessKey: /*#__PURE__*/ v.string(),
  /** SEFAZ's protocol number (nProt) once registered; kept after a cancellation. */
  protocol: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  /** dhRegEvento. */
  registeredAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  /** The last refusal (status 'rejected', or a cancellation SEFAZ refused). */
  rejection: /*#__PURE__*/ v.nullable(SefazRejection),
  /** When a pending send is tried again (SEFAZ was unreachable); null when not waiting. */
  nextAttemptAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  /** The cancellation's protocol, once SEFAZ registered it. */
  cancellationProtocol: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  /** What the signed-in owner may do now; both false on public pages. */
  canRegister: /*#__PURE__*/ v.boolean(),
  canCancel: /*#__PURE__*/ v.boolean(),
  /**
   * API paths (under /jade/api) of the files, owner only: the signed event, and the procEvento (event + SEFAZ's
   * answer, what an auditor asks for). null until there is such a file.
   */
  downloads: /*#__PURE__*/ v.object({
    signedEvent: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
    procEvent: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  }),
});
export type SefazRegistration = v.InferOutput<typeof SefazRegistration>;

/** The monitoring row's digest of its proofs' registrations (the least advanced one); null = nothing to register. */
export const OrderSefazStatus = /*#__PURE__*/ v.nullable(SefazRegistrationStatus);
