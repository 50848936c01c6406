import * as v from 'valibot';
import { POD_STATUS_TYPES, POD_STATUSES } from '../catalogues/pods';
import { Count, Email, Id, IsoDateTime, Latitude, Longitude } from './primitives';

export const PodStatus = v.picklist(POD_STATUSES);
export type PodStatus = v.InferOutput<typeof PodStatus>;

export const PodStatusType = v.picklist(POD_STATUS_TYPES);
export type PodStatusType = v.InferOutput<typeof PodStatusType>;

/**
 * SPEC §3 "Proof of delivery". Where the spec gives two names (hashid/hashId, timeFinish/date) the wire uses
 * `hashId` and `timeFinish`. `type` is the pod status of the stop. The public answer has the same shape:
 * everything in it is on the public page, where `recipientIdentifier` shows only its last three characters
 * (core's `redactDocument`, LGPD).
 */
export const ProofOfDelivery = v.object({
  hashId: v.string(),
  brainOrderId: v.nullable(Id),
  orderId: Id,
  barcode: v.nullable(v.string()),
  type: PodStatus,
  address: v.string(),
  timeFinish: IsoDateTime,
  /** null shows a dash */
  itemsCount: v.nullable(Count),
  driverName: v.string(),
  driverVehiclePlate: v.string(),
  /** URL of the signature image */
  recipientSignature: v.nullable(v.string()),
  recipientName: v.nullable(v.string()),
  recipientIdentifier: v.nullable(v.string()),
  recipientSignatureTime: v.nullable(IsoDateTime),
  statusMessage: v.string(),
  notes: v.nullable(v.string()),
  statusType: PodStatusType,
  latAddress: Latitude,
  lngAddress: Longitude,
  latSignature: v.nullable(Latitude),
  lngSignature: v.nullable(Longitude),
  pictures: v.array(v.object({ imageUrl: v.string() })),
});
export type ProofOfDelivery = v.InferOutput<typeof ProofOfDelivery>;

/** POST /jade/api/email/pods/{hashId}/notify/user */
export const EmailPodBody = v.object({
  to: v.pipe(v.array(Email), v.minLength(1, 'Informe um e-mail.'), v.maxLength(1, 'Informe um só e-mail.')),
});
export type EmailPodBody = v.InferOutput<typeof EmailPodBody>;
