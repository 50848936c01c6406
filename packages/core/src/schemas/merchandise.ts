import * as v from 'valibot';
import { MERCHANDISE_ERROR_KINDS } from '../errors/kinds';
import { FiscalDocument } from './fiscal-documents';
import { Count, Id, Latitude, Longitude } from './primitives';
import { ServiceType } from './spots';
import { Warehouse } from './warehouses';

/** A merchandise row's state (SPEC §4): loading, then ok or error with its kind. */
export const MerchandiseStatus = /*#__PURE__*/ v.variant('type', [
  /*#__PURE__*/ v.object({ type: /*#__PURE__*/ v.literal('loading') }),
  /*#__PURE__*/ v.object({ type: /*#__PURE__*/ v.literal('ok') }),
  /*#__PURE__*/ v.object({
    type: /*#__PURE__*/ v.literal('error'),
    error: /*#__PURE__*/ v.picklist(MERCHANDISE_ERROR_KINDS),
    /** DuplicateProductCode: the 1-based position of the row already holding the code. */
    position: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.number()),
  }),
]);
export type MerchandiseStatus = v.InferOutput<typeof MerchandiseStatus>;

/** One tracking recipient tag: an e-mail or a phone. */
export const TrackingRecipient = /*#__PURE__*/ v.object({
  email: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  phone: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type TrackingRecipient = v.InferOutput<typeof TrackingRecipient>;

/** A time window being typed: 'HH:mm' each, or '' while empty (both empty is valid in the manual form). */
export const TimeWindowDraft = /*#__PURE__*/ v.object({
  start: /*#__PURE__*/ v.string(),
  end: /*#__PURE__*/ v.string(),
});
export type TimeWindowDraft = v.InferOutput<typeof TimeWindowDraft>;

export const MerchandiseAddress = /*#__PURE__*/ v.object({
  postalCode: /*#__PURE__*/ v.string(),
  number: /*#__PURE__*/ v.string(),
  complement: /*#__PURE__*/ v.nullable(
    /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.maxLength(100)),
  ),
  latitude: /*#__PURE__*/ v.nullable(Latitude),
  longitude: /*#__PURE__*/ v.nullable(Longitude),
  thoroughfare: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  neighborhood: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  locality: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  state: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type MerchandiseAddress = v.InferOutput<typeof MerchandiseAddress>;

/**
 * SPEC §3 "Merchandise": a row of the wizard's list (client state, never sent as is). `id` is the upper-cased
 * code. The fields after `userId` are filled only for super-batch rows.
 */
export const Merchandise = /*#__PURE__*/ v.object({
  id: /*#__PURE__*/ v.string(),
  trackingCode: /*#__PURE__*/ v.string(),
  serviceType: ServiceType,
  address: MerchandiseAddress,
  sender: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  volumesCount: /*#__PURE__*/ v.nullable(Count),
  timeWindow: TimeWindowDraft,
  instructions: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  status: MerchandiseStatus,
  trackingCodeTooLong: /*#__PURE__*/ v.boolean(),
  trackingRecipients: /*#__PURE__*/ v.array(TrackingRecipient),
  fiscalDocument: /*#__PURE__*/ v.nullable(FiscalDocument),
  userId: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(Id)),
  userEmail: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  warehouseName: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  warehouse: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(Warehouse)),
  customerId: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(Id)),
  scheduledFor: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  vehicleType: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  driverAssistantsCount: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(Count)),
  externalId: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string())),
  weight: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number())),
  declaredDistanceInKm: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number())),
  merchandisesTotalPrice: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number())),
});
export type Merchandise = v.InferOutput<typeof Merchandise>;
