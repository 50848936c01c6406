import { redactDocument } from '@box/core/format';
import type { PodStatusType, ProofOfDelivery } from '@box/core/schemas';
import { registrationAnswer } from '../canhoto/registration-answer';
import { registrationState } from '../canhoto/registration-status';
import type { ProofRow } from '../queries/proofs';
import { podPictureUrl, podSignatureUrl, servedImageUrl, storedImageKind } from './media-urls';

// The table keeps the spec's words ('partial success'); the wire uses core's codes.
const STATUS_TYPES: Record<string, PodStatusType> = {
  success: 'success',
  'partial success': 'partial_success',
  failure: 'failure',
};

/** Who reads a proof: the signed-in customer who owns it, or anyone holding its public link. */
export type ProofAudience = 'owner' | 'public';

/**
 * Core's `ProofOfDelivery` of a stored proof. Images become URLs we serve (or the image host's); the same shape
 * goes to the signed-in and the public page, which show the same fields (SPEC §2), except that the public one
 * shows only the end of the recipient's document number (LGPD: anyone may hold that link). Only the owner sees
 * the proof's SEFAZ registration (issue 20), with what they may do and the files.
 */
export function proofAnswer(row: ProofRow, origin: string, audience: ProofAudience): ProofOfDelivery {
  const identifier = row.recipient_identifier;
  const token = row.public_token;
  return {
    hashId: row.hashid,
    // The provider's internal order number has no counterpart here: the OS is `orderId`.
    brainOrderId: null,
    orderId: row.order_id,
    barcode: row.barcode,
    type: row.status as ProofOfDelivery['type'],
    address: row.address,
    timeFinish: row.time_finish,
    itemsCount: row.items_count,
    driverName: row.driver_name ?? '',
    driverVehiclePlate: row.driver_plate ?? '',
    recipientSignature: servedImageUrl(storedImageKind(row.signature_ref), () =>
      podSignatureUrl(origin, token),
    ),
    recipientName: row.recipient_name,
    recipientIdentifier:
      identifier !== null && audience === 'public' ? redactDocument(identifier) : identifier,
    recipientSignatureTime: row.recipient_signature_time,
    statusMessage: row.status_message ?? '',
    notes: row.notes,
    statusType: STATUS_TYPES[row.status_type] ?? 'failure',
    latAddress: row.lat_address,
    lngAddress: row.lng_address,
    latSignature: row.lat_signature,
    lngSignature: row.lng_signature,
    pictures: row.pictures.flatMap((picture) => {
      const url = servedImageUrl(storedImageKind(picture.ref), () =>
        podPictureUrl(origin, token, picture.position),
      );
      return url ? [{ imageUrl: url }] : [];
    }),
    sefaz: audience === 'owner' ? ownerRegistration(row) : null,
  };
}

function ownerRegistration(row: ProofRow) {
  const state = registrationState({
    statusType: row.status_type,
    accessKey: row.access_key,
    events: row.sefaz_events,
    certificateValid: row.certificate_valid,
  });
  return state ? registrationAnswer(row.id, state) : null;
}
