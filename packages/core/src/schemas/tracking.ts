import * as v from 'valibot';
import { RISK_MANAGEMENT_STATUSES } from '../catalogues/risk-management';
import {
  ORDER_TIMELINE_STEP_CODES,
  SHIPMENT_TIMELINE_STEP_CODES,
  TIMELINE_STATUSES,
} from '../catalogues/timeline';
import { StopStatus, TaskType } from './billing';
import { TrackingRecipient } from './merchandise';
import { OrderStatus } from './orders';
import { PodStatus } from './pods';
import { Count, GeoPoint, Id, IsoDateTime, NpsScore, StarRating } from './primitives';

export const TimelineStatus = v.picklist(TIMELINE_STATUSES);
export type TimelineStatus = v.InferOutput<typeof TimelineStatus>;

/** The sharing of one stop's shipment with its recipients (SPEC §3); `anonymousURL` is the public /rr/ link. */
export const ShipmentSharing = v.object({
  recipients: v.array(TrackingRecipient),
  token: v.string(),
  shipmentId: v.string(),
  anonymousURL: v.string(),
});
export type ShipmentSharing = v.InferOutput<typeof ShipmentSharing>;

export const TrackingStop = v.object({
  id: v.string(),
  index: Count,
  taskType: TaskType,
  status: StopStatus,
  location: GeoPoint,
  address: v.string(),
  trackingCode: v.nullable(v.string()),
  statusUpdatedAt: v.nullable(IsoDateTime),
  /**
   * `id` opens the signed-in proof page /comprovantes/{id}; `link` is the public proof page path
   * /comprovantes/publico/{token}, which both answers carry.
   */
  pods: v.array(v.object({ id: v.string(), status: PodStatus, link: v.string() })),
  /**
   * null when the stop is not shared, and always on the public answer: a shipment's hash opens its /rr/ page and
   * rates its delivery, so only its own recipient (and the signed-in shipper) may have it.
   */
  sharing: v.nullable(ShipmentSharing),
});
export type TrackingStop = v.InferOutput<typeof TrackingStop>;

/**
 * The driver as the order page shows it. Public answers leave out the personal fields (phone, CPF, CNH, RG):
 * they are only sent to a logged-in user of the order's customer (DESIGN §5).
 */
export const TrackingDriver = v.object({
  id: Id,
  firstName: v.string(),
  lastName: v.string(),
  vehiclePlate: v.string(),
  phoneNumber: v.optional(v.nullable(v.string())),
  cpf: v.optional(v.nullable(v.string())),
  cnh: v.optional(v.nullable(v.string())),
  /** RG */
  documentNumber: v.optional(v.nullable(v.string())),
});
export type TrackingDriver = v.InferOutput<typeof TrackingDriver>;

export const RiskManagement = v.object({
  status: v.picklist(RISK_MANAGEMENT_STATUSES),
  queryCode: v.nullable(v.string()),
  riskManager: v.nullable(v.string()),
});
export type RiskManagement = v.InferOutput<typeof RiskManagement>;

export const OrderTrackingDetails = v.object({
  scheduledFor: v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  statusUpdatedAt: IsoDateTime,
  requester: v.string(),
  totalWeightInKilograms: v.nullable(v.number()),
  vehicleType: v.string(),
  riskManagement: v.nullable(RiskManagement),
  driver: v.nullable(TrackingDriver),
});
export type OrderTrackingDetails = v.InferOutput<typeof OrderTrackingDetails>;

export const OrderTimelineItem = v.object({
  step: v.picklist(ORDER_TIMELINE_STEP_CODES),
  time: v.nullable(IsoDateTime),
  status: TimelineStatus,
});
export type OrderTimelineItem = v.InferOutput<typeof OrderTimelineItem>;

/**
 * GET /orders/{id}/tracking and /orders/public/{token}/tracking (SPEC §3 "Order tracking"). The page also
 * shows the OS number, a canceled banner with its time and a share button: `orderId`, `status`, `canceledAt`
 * and `publicToken` (the /r/{token} link; null on the public answer, which is that link already) are ours.
 */
export const OrderTracking = v.object({
  orderId: Id,
  status: OrderStatus,
  canceledAt: v.nullable(IsoDateTime),
  publicToken: v.nullable(v.string()),
  stops: v.array(TrackingStop),
  eta: v.nullable(v.object({ estimatedArrival: IsoDateTime, nextStopId: v.string() })),
  driverLocation: v.nullable(GeoPoint),
  timeline: v.array(OrderTimelineItem),
  orderDetails: OrderTrackingDetails,
});
export type OrderTracking = v.InferOutput<typeof OrderTracking>;

export const RATING_QUESTION_TYPES = ['star_rating', 'text_long', 'nps'] as const;

/** SPEC §3 "Rating question"; `answer` is a score for star_rating/nps, a text for text_long, null if unanswered. */
export const RatingQuestion = v.object({
  id: v.string(),
  type: v.picklist(RATING_QUESTION_TYPES),
  questionText: v.string(),
  required: v.boolean(),
  answer: v.nullable(v.union([v.number(), v.string()])),
});
export type RatingQuestion = v.InferOutput<typeof RatingQuestion>;

export const SHIPMENT_STATUSES = ['PENDING', 'IN_TRANSIT', 'DELIVERED', 'FAILED', 'CANCELED'] as const;
/** The shipment's own status; the spec names the field only, these values are ours. */
export const ShipmentStatus = v.picklist(SHIPMENT_STATUSES);
export type ShipmentStatus = v.InferOutput<typeof ShipmentStatus>;

export const ShipmentTimelineItem = v.object({
  step: v.picklist(SHIPMENT_TIMELINE_STEP_CODES),
  status: TimelineStatus,
  startedAt: v.nullable(IsoDateTime),
  finishedAt: v.nullable(IsoDateTime),
});
export type ShipmentTimelineItem = v.InferOutput<typeof ShipmentTimelineItem>;

/** The rating already given, echoed back so the page does not ask twice (shape ours: the answers sent). */
export const GivenRating = v.object({
  rating: StarRating,
  comment: v.nullable(v.string()),
  answeredAt: IsoDateTime,
});
export type GivenRating = v.InferOutput<typeof GivenRating>;

/**
 * GET /shipments/by-hash/{hash}/tracking and /shipments/by-dfe/{accessKey}/tracking (SPEC §3 "Shipment
 * tracking"). `driver.id` is what the rating is sent for.
 */
export const ShipmentTracking = v.object({
  deliveryStop: v.object({
    location: GeoPoint,
    addressThoroughfare: v.string(),
    addressNumber: v.nullable(v.string()),
    driverEta: v.nullable(IsoDateTime),
  }),
  trackingCode: v.string(),
  status: ShipmentStatus,
  driver: v.nullable(
    v.object({ id: Id, name: v.string(), location: v.nullable(GeoPoint), vehiclePlate: v.string() }),
  ),
  pod: v.nullable(
    v.object({
      location: v.nullable(GeoPoint),
      occurredAt: IsoDateTime,
      recipientName: v.nullable(v.string()),
      recipientIdentifier: v.nullable(v.string()),
      signatureImageUrl: v.nullable(v.string()),
      picturesUrls: v.array(v.string()),
    }),
  ),
  timeline: v.array(ShipmentTimelineItem),
  statusUpdatedAt: IsoDateTime,
  requestRating: v.boolean(),
  ratingQuestions: v.array(RatingQuestion),
  rating: v.nullable(GivenRating),
});
export type ShipmentTracking = v.InferOutput<typeof ShipmentTracking>;

/** POST /jade/api/shipments/by-hash/{hash}/rating (SPEC §7). `rating` is the driver's stars. */
export const RatingBody = v.object({
  driverId: Id,
  extraQuestions: v.array(
    v.object({
      id: v.string(),
      answer: v.union([NpsScore, v.pipe(v.string(), v.maxLength(2000, 'Use no máximo 2000 caracteres.'))]),
    }),
  ),
  rating: StarRating,
  comment: v.nullable(v.pipe(v.string(), v.maxLength(2000, 'Use no máximo 2000 caracteres.'))),
});
export type RatingBody = v.InferOutput<typeof RatingBody>;

/** POST /jade/api/shipments/trackings: replaces a shipment's recipients; answers the updated sharing. */
export const ShipmentTrackingsBody = v.object({
  shipmentId: v.pipe(v.string(), v.nonEmpty()),
  recipients: v.array(TrackingRecipient),
});
export type ShipmentTrackingsBody = v.InferOutput<typeof ShipmentTrackingsBody>;

/** Public by-DFE tracking needs both the key and the client code (SPEC §5). */
export const ShipmentByDfeQuery = v.object({
  client_code: v.pipe(v.string(), v.nonEmpty('Invalid request mode')),
});
export type ShipmentByDfeQuery = v.InferOutput<typeof ShipmentByDfeQuery>;
