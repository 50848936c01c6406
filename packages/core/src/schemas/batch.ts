import * as v from 'valibot';
import { FiscalDocument } from './fiscal-documents';
import { Id } from './primitives';
import { Place } from './spots';

/**
 * POST /jade/api/spots/batch/shipments/fill-missing-data (SPEC §7 names only `{shipments}`): each super-batch
 * row's code, CEP and number; the answer completes what it can (shape ours).
 */
export const BatchShipmentInput = v.object({
  code: v.string(),
  postalCode: v.nullable(v.string()),
  number: v.nullable(v.string()),
});
export type BatchShipmentInput = v.InferOutput<typeof BatchShipmentInput>;

export const FillMissingDataBody = v.object({
  shipments: v.pipe(v.array(BatchShipmentInput), v.minLength(1)),
});
export type FillMissingDataBody = v.InferOutput<typeof FillMissingDataBody>;

export const FilledShipment = v.object({
  code: v.string(),
  /** The geolocated destination, null when it could not be found. */
  place: v.nullable(Place),
  fiscalDocument: v.nullable(FiscalDocument),
  /** A merchandise error kind ('NoGeolocationFound', 'FiscalDocumentNotFound', …) or null. */
  error: v.nullable(v.string()),
});
export type FilledShipment = v.InferOutput<typeof FilledShipment>;

export const FillMissingDataResponse = v.object({ shipments: v.array(FilledShipment) });
export type FillMissingDataResponse = v.InferOutput<typeof FillMissingDataResponse>;

/** SPEC §3 "Batch result", kept by the client while the groups are sent in sequence. */
export const BatchResult = v.object({
  succeededBatchSpots: v.array(
    v.object({
      externalId: v.nullable(v.string()),
      orderId: Id,
      totalWeightInKilograms: v.nullable(v.number()),
    }),
  ),
  failedBatchSpots: v.array(
    v.object({
      externalId: v.nullable(v.string()),
      error: v.object({ title: v.string(), message: v.string() }),
    }),
  ),
});
export type BatchResult = v.InferOutput<typeof BatchResult>;

const cell = v.nullable(v.string());
const numberCell = v.nullable(v.number());

/**
 * SPEC §3 super-batch row: the 14 columns of a pasted super-batch sheet, in order (see SUPER_BATCH_COLUMNS),
 * after reading (code upper-cased, CEP digits only, numbers read the pt-BR way, blanks as null).
 */
export const SuperBatchRow = v.object({
  code: v.string(),
  postalCode: cell,
  number: cell,
  instructions: cell,
  customerId: numberCell,
  userEmail: cell,
  vehicleType: cell,
  /** as typed, 'YYYY-MM-DD HH:mm:ss' expected */
  scheduledFor: cell,
  driverAssistantsCount: numberCell,
  externalId: cell,
  weight: numberCell,
  warehouseName: cell,
  declaredDistanceInKm: numberCell,
  merchandisesTotalPrice: numberCell,
});
export type SuperBatchRow = v.InferOutput<typeof SuperBatchRow>;

/** SPEC §3 simple paste row: code, CEP, number, instructions, recipient e-mails and phones, coordinates. */
export const PastedMerchandise = v.object({
  code: v.string(),
  postalCode: cell,
  number: cell,
  instructions: cell,
  emails: v.array(v.string()),
  phones: v.array(v.string()),
  latitude: numberCell,
  longitude: numberCell,
});
export type PastedMerchandise = v.InferOutput<typeof PastedMerchandise>;
