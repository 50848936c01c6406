import * as v from 'valibot';
import {
  SEFAZ_ENVIRONMENTS,
  SEFAZ_EVENT_TYPES,
  SEFAZ_REGISTRATION_MODES,
  SEFAZ_REGISTRATION_STATUSES,
} from '../catalogues/sefaz';
import { IsoDateTime } from './primitives';

export const SefazRegistrationStatus = /*#__PURE__*/ v.picklist(SEFAZ_REGISTRATION_STATUSES);
export const SefazEventType = /*#__PURE__*/ v.picklist(SEFAZ_EVENT_TYPES);
export const SefazRegistrationMode = /*#__PURE__*/ v.picklist(
  SEFAZ_REGISTRATION_MODES,
  "mode deve ser 'automatic' ou 'manual'",
);

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

/** The account's A1 certificate as screens show it; the key itself never leaves the server. */
export const SefazCertificate = /*#__PURE__*/ v.object({
  /** The holder's CNPJ, 14 digits, from the certificate. */
  cnpj: /*#__PURE__*/ v.string(),
  /** The certificate's subject common name. */
  holder: /*#__PURE__*/ v.string(),
  notBefore: IsoDateTime,
  notAfter: IsoDateTime,
  uploadedAt: IsoDateTime,
});
export type SefazCertificate = v.InferOutput<typeof SefazCertificate>;

/** GET /jade/api/integrations/sefaz (and the answer of every change to it). */
export const SefazSettings = /*#__PURE__*/ v.object({
  mode: SefazRegistrationMode,
  certificate: /*#__PURE__*/ v.nullable(SefazCertificate),
  environment: /*#__PURE__*/ v.picklist(SEFAZ_ENVIRONMENTS),
});
export type SefazSettings = v.InferOutput<typeof SefazSettings>;

/** PUT /jade/api/integrations/sefaz */
export const SefazSettingsBody = /*#__PURE__*/ v.object({ mode: SefazRegistrationMode });
export type SefazSettingsBody = v.InferOutput<typeof SefazSettingsBody>;

/** The monitoring row's digest of its proofs' registrations (the least advanced one); null = nothing to register. */
export const OrderSefazStatus = /*#__PURE__*/ v.nullable(SefazRegistrationStatus);
