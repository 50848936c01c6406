import * as v from 'valibot';
import { POD_STATUS_TYPES, POD_STATUSES } from '../catalogues/pods';
import { Count, Email, Id, IsoDateTime, Latitude, Longitude } from './primitives';
import { SefazRegistration } from './sefaz';

export const PodStatus = /*#__PURE__*/ v.picklist(POD_STATUSES);
export type PodStatus = v.InferOutput<typeof PodStatus>;

export const PodStatusType = /*#__PURE__*/ v.picklist(POD_STATUS_TYPES);
export type PodStatusType = v.InferOutput<typeof PodStatusType>;

/**
 * SPEC §3 "Proof of delivery". Where the spec gives two names (hashid/hashId, timeFinish/date) the wire uses
 * `hashId` and `timeFinish`. `type` is the pod status of the stop. The public answer has the same shape:
 * everything in it is on the public page, where `recipientIdentifier` shows only its last three characters
 * (core's `redactDocument`, LGPD).
 */
export const ProofOfDelivery = /*#__PURE__*/ v.object({
  hashId: /*#__PURE__*/ v.string(),
  brainOrderId: /*#__PURE__*/ v.nullable(Id),
  orderId: Id,
  barcode: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  type: PodStatus,
  address: /*#__PURE__*/ v.string(),
  timeFinish: IsoDateTime,
  /** null shows a dash */
  itemsCount: /*#__PURE__*/ v.nullable(Count),
  driverName: /*#__PURE__*/ v.string(),
  driverVehiclePlate: /*#__PURE__*/ v.string(),
  /** URL of the signature image */
  recipientSignature: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  recipientName: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  recipientIdentifier: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  recipientSignatureTime: /*#__PURE__*/ v.nullable(IsoDateTime),
  statusMessage: /*#__PURE__*/ v.string(),
  notes: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  statusType: PodStatusType,
  latAddress: Latitude,
  lngAddress: Longitude,
  latSignature: /*#__PURE__*/ v.nullable(Latitude),
  lngSignature: /*#__PURE__*/ v.nullable(Longitude),
  pictures: /*#__PURE__*/ v.array(/*#__PURE__*/ v.object({ imageUrl: /*#__PURE__*/ v.string() })),
  /**
   * Its registration at SEFAZ as the official delivery event (issue 20); null when its shipment has no NF-e/CT-e
   * key, and on the public answer. Optional on the wire so older servers' answers still parse.
   */
  sefaz: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(SefazRegistration), null),
});
export type ProofOfDelivery = v.InferOutput<typeof ProofOfDelivery>;

/** POST /jade/api/email/pods/{hashId}/notify/user */
export const EmailPodBody = /*#__PURE__*/ v.object({
  to: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.array(Email),
    /*#__PURE__*/ v.minLength(1, 'Informe um e-mail.'),
    /*#__PURE__*/ v.maxLength(1, 'Informe um só e-mail.'),
  ),
});
export type EmailPodBody = v.InferOutput<typeof EmailPodBody>;
