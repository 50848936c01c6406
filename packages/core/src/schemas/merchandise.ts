import * as v from 'valibot';
import { MERCHANDISE_ERROR_KINDS } from '../errors/kinds';
import { FiscalDocument } from './fiscal-documents';
import { Count, Id, Latitude, Longitude } from './primitives';
import { ServiceType } from './spots';
import { Warehouse } from './warehouses';

/** A merchandise row's state (SPEC §4): loading, then ok or error with its kind. */
export const MerchandiseStatus = v.variant('type', [
  v.object({ type: v.literal('loading') }),
  v.object({ type: v.literal('ok') }),
  v.object({
    type: v.literal('error'),
    error: v.picklist(MERCHANDISE_ERROR_KINDS),
    /** DuplicateProductCode: the 1-based position of the row already holding the code. */
    position: v.optional(v.number()),
  }),
]);
export type MerchandiseStatus = v.InferOutput<typeof MerchandiseStatus>;

/** One tracking recipient tag: an e-mail or a phone. */
export const TrackingRecipient = v.object({ email: v.nullable(v.string()), phone: v.nullable(v.string()) });
export type TrackingRecipient = v.InferOutput<typeof TrackingRecipient>;

/** A time window being typed: 'HH:mm' each, or '' while empty (both empty is valid in the manual form). */
export const TimeWindowDraft = v.object({ start: v.string(), end: v.string() });
export type TimeWindowDraft = v.InferOutput<typeof TimeWindowDraft>;

export const MerchandiseAddress = v.object({
  postalCode: v.string(),
  number: v.string(),
  complement: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  latitude: v.nullable(Latitude),
  longitude: v.nullable(Longitude),
  thoroughfare: v.nullable(v.string()),
  neighborhood: v.nullable(v.string()),
  locality: v.nullable(v.string()),
  state: v.nullable(v.string()),
});
export type MerchandiseAddress = v.InferOutput<typeof MerchandiseAddress>;

/**
 * SPEC §3 "Merchandise": a row of the wizard's list (client state, never sent as is). `id` is the upper-cased
 * code. The fields after `userId` are filled only for super-batch rows.
 */
export const Merchandise = v.object({
  id: v.string(),
  trackingCode: v.string(),
  serviceType: ServiceType,
  address: MerchandiseAddress,
  sender: v.nullable(v.string()),
  volumesCount: v.nullable(Count),
  timeWindow: TimeWindowDraft,
  instructions: v.nullable(v.string()),
  status: MerchandiseStatus,
  trackingCodeTooLong: v.boolean(),
  trackingRecipients: v.array(TrackingRecipient),
  fiscalDocument: v.nullable(FiscalDocument),
  userId: v.optional(v.nullable(Id)),
  userEmail: v.optional(v.nullable(v.string())),
  warehouseName: v.optional(v.nullable(v.string())),
  warehouse: v.optional(v.nullable(Warehouse)),
  customerId: v.optional(v.nullable(Id)),
  scheduledFor: v.optional(v.nullable(v.string())),
  vehicleType: v.optional(v.nullable(v.string())),
  driverAssistantsCount: v.optional(v.nullable(Count)),
  externalId: v.optional(v.nullable(v.string())),
  weight: v.optional(v.nullable(v.number())),
  declaredDistanceInKm: v.optional(v.nullable(v.number())),
  merchandisesTotalPrice: v.optional(v.nullable(v.number())),
});
export type Merchandise = v.InferOutput<typeof Merchandise>;
