import { redactDocument } from '@box/core/format';
import { isDriverRatingQuestion } from '@box/core/rules';
import type { ShipmentTracking } from '@box/core/schemas';
import { trackingRegistration } from '../canhoto/registration-answer';
import { registrationState } from '../canhoto/registration-status';
import type { ShipmentTrackingRow } from '../queries/shipment-tracking';
import { podPictureUrl, podSignatureUrl, servedImageUrl, storedImageKind } from './media-urls';
import { givenRating, ratingQuestionsWithAnswers } from './rating-answers';
import { followsDriver, shipmentStatus } from './shipment-status';

const point = (latitude: number | null, longitude: number | null) =>
  latitude !== null && longitude !== null ? { latitude, longitude } : null;

function podOf(row: ShipmentTrackingRow, origin: string): ShipmentTracking['pod'] {
  const pod = row.pod;
  if (!pod) return null;
  return {
    location: point(pod.latitude, pod.longitude),
    occurredAt: pod.occurred_at,
    recipientName: pod.recipient_name,
    // A public page: the recipient's document shows its last characters only (LGPD).
    recipientIdentifier: pod.recipient_identifier === null ? null : redactDocument(pod.recipient_identifier),
    signatureImageUrl: servedImageUrl(storedImageKind(pod.signature_ref), () =>
      podSignatureUrl(origin, pod.public_token),
    ),
    picturesUrls: pod.pictures.flatMap((picture) => {
      const url = servedImageUrl(storedImageKind(picture.ref), () =>
        podPictureUrl(origin, pod.public_token, picture.position),
      );
      return url ? [url] : [];
    }),
    // The recipient sees that the delivery is registered at SEFAZ, and its protocol; nothing to download or do.
    sefaz: trackingRegistration(
      registrationState({
        statusType: pod.status_type,
        accessKey: pod.access_key,
        events: pod.sefaz_events,
        certificateValid: false,
      }),
    ),
  };
}

/** Where the driver was last seen and when: shown only while the driver is on the way to this stop. */
function driverPosition(row: ShipmentTrackingRow, follows: boolean) {
  const location = follows ? point(row.driver_latitude, row.driver_longitude) : null;
  return { location, locationAt: location ? row.driver_location_at : null };
}

/**
 * Core's `ShipmentTracking` for the recipient's public page: no personal data of the driver (name and plate
 * only), whose position is shown only until the shipment is settled, and only the end of the recipient's
 * document number. The rating is requested once the shipment was delivered, while it is not rated and it can be
 * (a driver to rate, a driver question to answer).
 */
export function shipmentTrackingAnswer(row: ShipmentTrackingRow, origin: string): ShipmentTracking {
  const status = shipmentStatus(row.order_status, row.stop_status);
  const settled = status !== 'PENDING' && status !== 'IN_TRANSIT';
  const rating = givenRating(row.rating, row.answers);
  const driver =
    row.driver_id === null
      ? null
      : {
          id: row.driver_id,
          name: row.driver_name ?? '',
          ...driverPosition(row, followsDriver(row.order_status, status)),
          vehiclePlate: row.driver_plate ?? '',
        };
  return {
    deliveryStop: {
      location: point(row.stop_latitude, row.stop_longitude) ?? { latitude: 0, longitude: 0 },
      addressThoroughfare: row.stop_thoroughfare ?? '',
      addressNumber: row.stop_number,
      driverEta: !settled && followsDriver(row.order_status, status) ? row.stop_eta : null,
    },
    trackingCode: row.code,
    status,
    driver,
    pod: podOf(row, origin),
    timeline: row.timeline as ShipmentTracking['timeline'],
    statusUpdatedAt:
      (settled && status !== 'CANCELED' ? row.stop_status_updated_at : null) ??
      (status === 'CANCELED' ? row.order_canceled_at : null) ??
      row.order_status_updated_at,
    requestRating:
      status === 'DELIVERED' &&
      rating === null &&
      driver !== null &&
      row.questions.some((q) => isDriverRatingQuestion(q.id)),
    ratingQuestions: ratingQuestionsWithAnswers(row.questions, row.rating, row.answers),
    rating,
  };
}
