import * as v from 'valibot';
import { FiscalDocument } from './fiscal-documents';
import { Id } from './primitives';
import { Place } from './spots';

/**
 * POST /jade/api/spots/batch/shipments/fill-missing-data (SPEC §7 names only `{shipments}`): each super-batch
 * row's code, CEP and number; the answer completes what it can (shape ours).
 */
export const BatchShipmentInput = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
  postalCode: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  number: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type BatchShipmentInput = v.InferOutput<typeof BatchShipmentInput>;

export const FillMissingDataBody = /*#__PURE__*/ v.object({
  shipments: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.array(BatchShipmentInput), /*#__PURE__*/ v.minLength(1)),
});
export type FillMissingDataBody = v.InferOutput<typeof FillMissingDataBody>;

export const FilledShipment = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
  /** The geolocated destination, null when it could not be found. */
  place: /*#__PURE__*/ v.nullable(Place),
  fiscalDocument: /*#__PURE__*/ v.nullable(FiscalDocument),
  /** A merchandise error kind ('NoGeolocationFound', 'FiscalDocumentNotFound', …) or null. */
  error: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type FilledShipment = v.InferOutput<typeof FilledShipment>;

export const FillMissingDataResponse = /*#__PURE__*/ v.object({
  shipments: /*#__PURE__*/ v.array(FilledShipment),
});
export type FillMissingDataResponse = v.InferOutput<typeof FillMissingDataResponse>;

/** SPEC §3 "Batch result", kept by the client while the groups are sent in sequence. */
export const BatchResult = /*#__PURE__*/ v.object({
  succeededBatchSpots: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({
      externalId: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      orderId: Id,
      totalWeightInKilograms: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
    }),
  ),
  failedBatchSpots: /*#__PURE__*/ v.array(
    /*#__PURE__*/ v.object({
      externalId: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
      error: /*#__PURE__*/ v.object({ title: /*#__PURE__*/ v.string(), message: /*#__PURE__*/ v.string() }),
    }),
  ),
});
export type BatchResult = v.InferOutput<typeof BatchResult>;

const cell = /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string());
const numberCell = /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number());

/**
 * SPEC §3 super-batch row: the 14 columns of a pasted super-batch sheet, in order (see SUPER_BATCH_COLUMNS),
 * after reading (code upper-cased, CEP digits only, numbers read the pt-BR way, blanks as null).
 */
export const SuperBatchRow = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
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
export const PastedMerchandise = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
  postalCode: cell,
  number: cell,
  instructions: cell,
  emails: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  phones: /*#__PURE__*/ v.array(/*#__PURE__*/ v.string()),
  latitude: numberCell,
  longitude: numberCell,
});
export type PastedMerchandise = v.InferOutput<typeof PastedMerchandise>;
