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
import { SefazEventType, SefazRegistrationStatus } from './sefaz';

export const TimelineStatus = /*#__PURE__*/ v.picklist(TIMELINE_STATUSES);
export type TimelineStatus = v.InferOutput<typeof TimelineStatus>;

/** The sharing of one stop's shipment with its recipients (SPEC §3); `anonymousURL` is the public /rr/ link. */
export const ShipmentSharing = /*#__PURE__*/ v.object({
  recipients: /*#__PURE__*/ v.array(TrackingRecipient),
  token: /*#__PURE__*/ v.string(),
  shipmentId: /*#__PURE__*/ v.string(),
  anonymousURL: /*#__PURE__*/ v.string(),
});
export type ShipmentSharing = v.InferOutput<typeof ShipmentSharing>;

export const TrackingStop = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  index: Count,
  taskType: TaskType,
  status: StopStatus,
  location: GeoPoint,
  address: /*#__PURE__*/ v.string(),
  trackingCode: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  statusUpdatedAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  /**
   * `id` opens the signed-in proof page /comprovantes/{id}; `link` is the public proof page path
   * /comprovantes/publico/{token}, which both answers carry.
   */
  pods: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({
      id: /*#__PURE__*/ v.string(),
      status: PodStatus,
      link: /*#__PURE__*/ v.string(),
    }),
  ),
  /**
   * null when the stop is not shared, and always on the public answer: a shipment's hash opens its /rr/ page and
   * rates its delivery, so only its own recipient (and the signed-in shipper) may have it.
   */
  sharing: /*#__PURE__*/ v.nullable(ShipmentSharing),
});
export type TrackingStop = v.InferOutput<typeof TrackingStop>;

/**
 * The driver as the order page shows it. Public answers leave out the personal fields (phone, CPF, CNH, RG):
 * they are only sent to a logged-in user of the order's customer (DESIGN §5).
 */
export const TrackingDriver = /*#__PURE__*/ v.object({
  id: Id,
  firstName: /*#__PURE__*/ v.string(),
  lastName: /*#__PURE__*/ v.string(),
  vehiclePlate: /*#__PURE__*/ v.string(),
  phoneNumber: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  cpf: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  cnh: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  /** RG */
  documentNumber: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
});
export type TrackingDriver = v.InferOutput<typeof TrackingDriver>;

export const RiskManagement = /*#__PURE__*/ v.object({
  status: /*#__PURE__*/ v.picklist(RISK_MANAGEMENT_STATUSES),
  queryCode: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  riskManager: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type RiskManagement = v.InferOutput<typeof RiskManagement>;

export const OrderTrackingDetails = /*#__PURE__*/ v.object({
  scheduledFor: /*#__PURE__*/ v.nullable(IsoDateTime),
  createdAt: IsoDateTime,
  statusUpdatedAt: IsoDateTime,
  requester: /*#__PURE__*/ v.string(),
  totalWeightInKilograms: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
  vehicleType: /*#__PURE__*/ v.string(),
  riskManagement: /*#__PURE__*/ v.nullable(RiskManagement),
  driver: /*#__PURE__*/ v.nullable(TrackingDriver),
});
export type OrderTrackingDetails = v.InferOutput<typeof OrderTrackingDetails>;

export const OrderTimelineItem = /*#__PURE__*/ v.object({
  step: /*#__PURE__*/ v.picklist(ORDER_TIMELINE_STEP_CODES),
  time: /*#__PURE__*/ v.nullable(IsoDateTime),
  status: TimelineStatus,
});
export type OrderTimelineItem = v.InferOutput<typeof OrderTimelineItem>;

/**
 * GET /orders/{id}/tracking and /orders/public/{token}/tracking (SPEC §3 "Order tracking"). The page also
 * shows the OS number, a canceled banner with its time and a share button: `orderId`, `status`, `canceledAt`
 * and `publicToken` (the /r/{token} link; null on the public answer, which is that link already) are ours.
 */
export const OrderTracking = /*#__PURE__*/ v.object({
  orderId: Id,
  status: OrderStatus,
  canceledAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  publicToken: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  stops: /*#__PURE__*/ v.array(TrackingStop),
  eta: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.object({ estimatedArrival: IsoDateTime, nextStopId: /*#__PURE__*/ v.string() }),
  ),
  driverLocation: /*#__PURE__*/ v.nullable(GeoPoint),
  /** When the driver was last at `driverLocation` (the map shows it beside the driver); null with it. */
  driverLocationAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  timeline: /*#__PURE__*/ v.array(OrderTimelineItem),
  orderDetails: OrderTrackingDetails,
});
export type OrderTracking = v.InferOutput<typeof OrderTracking>;

export const RATING_QUESTION_TYPES = ['star_rating', 'text_long', 'nps'] as const;

/** SPEC §3 "Rating question"; `answer` is a score for star_rating/nps, a text for text_long, null if unanswered. */
export const RatingQuestion = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  type: /*#__PURE__*/ v.picklist(RATING_QUESTION_TYPES),
  questionText: /*#__PURE__*/ v.string(),
  required: /*#__PURE__*/ v.boolean(),
  answer: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.union([/*#__PURE__*/ v.number(), /*#__PURE__*/ v.string()]),
  ),
});
export type RatingQuestion = v.InferOutput<typeof RatingQuestion>;

export const SHIPMENT_STATUSES = ['PENDING', 'IN_TRANSIT', 'DELIVERED', 'FAILED', 'CANCELED'] as const;
/** The shipment's own status; the spec names the field only, these values are ours. */
export const ShipmentStatus = /*#__PURE__*/ v.picklist(SHIPMENT_STATUSES);
export type ShipmentStatus = v.InferOutput<typeof ShipmentStatus>;

export const ShipmentTimelineItem = /*#__PURE__*/ v.object({
  step: /*#__PURE__*/ v.picklist(SHIPMENT_TIMELINE_STEP_CODES),
  status: TimelineStatus,
  startedAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  finishedAt: /*#__PURE__*/ v.nullable(IsoDateTime),
});
export type ShipmentTimelineItem = v.InferOutput<typeof ShipmentTimelineItem>;

/** The rating already given, echoed back so the page does not ask twice (shape ours: the answers sent). */
export const GivenRating = /*#__PURE__*/ v.object({
  rating: StarRating,
  comment: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  answeredAt: IsoDateTime,
});
export type GivenRating = v.InferOutput<typeof GivenRating>;

/**
 * GET /shipments/by-hash/{hash}/tracking and /shipments/by-dfe/{accessKey}/tracking (SPEC §3 "Shipment
 * tracking"). `driver.id` is what the rating is sent for.
 */
export const ShipmentTracking = /*#__PURE__*/ v.object({
  deliveryStop: /*#__PURE__*/ v.object({
    location: GeoPoint,
    addressThoroughfare: /*#__PURE__*/ v.string(),
    addressNumber: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
    driverEta: /*#__PURE__*/ v.nullable(IsoDateTime),
  }),
  trackingCode: /*#__PURE__*/ v.string(),
  status: ShipmentStatus,
  driver: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.object({
      id: Id,
      name: /*#__PURE__*/ v.string(),
      location: /*#__PURE__*/ v.nullable(GeoPoint),
      /** When the driver was last at `location`; null with it. */
      locationAt: /*#__PURE__*/ v.nullable(IsoDateTime),
      vehiclePlate: /*#__PURE__*/ v.string(),
    }),
  ),
  pod: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.object({
      location: /*#__PURE__*/ v.nullable(GeoPoint),
      occurredAt: IsoDateTime,
      recipientName: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      recipientIdentifier: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      signatureImageUrl: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      picturesUrls: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
      /**
       * Its SEFAZ registration (issue 20): status, event and protocol only (no downloads, no actions: the page is
       * the recipient's). null = no NF-e/CT-e to register against. Optional on the wire.
       */
      sefaz: /*#__PURE__*/ v.optional(
        /*#__PURE__*/ v.nullable(
          /*#__PURE__*/ v.object({
            status: SefazRegistrationStatus,
            eventType: SefazEventType,
            protocol: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
            registeredAt: /*#__PURE__*/ v.nullable(IsoDateTime),
          }),
        ),
        null,
      ),
    }),
  ),
  timeline: /*#__PURE__*/ v.array(ShipmentTimelineItem),
  statusUpdatedAt: IsoDateTime,
  requestRating: /*#__PURE__*/ v.boolean(),
  ratingQuestions: /*#__PURE__*/ v.array(RatingQuestion),
  rating: /*#__PURE__*/ v.nullable(GivenRating),
});
export type ShipmentTracking = v.InferOutput<typeof ShipmentTracking>;

/** POST /jade/api/shipments/by-hash/{hash}/rating (SPEC §7). `rating` is the driver's stars. */
export const RatingBody = /*#__PURE__*/ v.object({
  driverId: Id,
  extraQuestions: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({
      id: /*#__PURE__*/ v.string(),
      answer: /*#__PURE__*/ v.union([
        NpsScore,
        /*#__PURE__*/ v.pipe(
          /*#__PURE__*/ v.string(),
          /*#__PURE__*/ v.maxLength(2000, 'Use no máximo 2000 caracteres.'),
        ),
      ]),
    }),
  ),
  rating: StarRating,
  comment: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ v.string(),
      /*#__PURE__*/ v.maxLength(2000, 'Use no máximo 2000 caracteres.'),
    ),
  ),
});
export type RatingBody = v.InferOutput<typeof RatingBody>;

/** POST /jade/api/shipments/trackings: replaces a shipment's recipients; answers the updated sharing. */
export const ShipmentTrackingsBody = /*#__PURE__*/ v.object({
  shipmentId: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.nonEmpty()),
  recipients: /*#__PURE__*/ v.array(TrackingRecipient),
});
export type ShipmentTrackingsBody = v.InferOutput<typeof ShipmentTrackingsBody>;

/** Public by-DFE tracking needs both the key and the client code (SPEC §5). */
export const ShipmentByDfeQuery = /*#__PURE__*/ v.object({
  client_code: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.nonEmpty('Invalid request mode'),
  ),
});
export type ShipmentByDfeQuery = v.InferOutput<typeof ShipmentByDfeQuery>;
