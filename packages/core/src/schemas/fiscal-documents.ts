import * as v from 'valibot';
import { Money } from './primitives';

/** The recipient's address as the fiscal document states it; geolocation comes later from /locations. */
export const FiscalDocumentAddress = /*#__PURE__*/ v.object({
  postalCode: /*#__PURE__*/ v.string(),
  thoroughfare: /*#__PURE__*/ v.string(),
  number: /*#__PURE__*/ v.string(),
  complement: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  neighborhood: /*#__PURE__*/ v.string(),
  locality: /*#__PURE__*/ v.string(),
  state: /*#__PURE__*/ v.string(),
});
export type FiscalDocumentAddress = v.InferOutput<typeof FiscalDocumentAddress>;

export const Addressee = /*#__PURE__*/ v.object({
  name: /*#__PURE__*/ v.string(),
  phoneNumber: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  email: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
  isLegalPerson: /*#__PURE__*/ v.boolean(),
  /** CNPJ of a company or CPF of a person, digits only (a CNPJ may be alphanumeric). */
  nationalDocument: /*#__PURE__*/ v.string(),
  address: FiscalDocumentAddress,
});
export type Addressee = v.InferOutput<typeof Addressee>;

/**
 * Cargo measurements are named by the spec without a shape: ours are the gross weight and the volume count
 * the document declares, each null when absent.
 */
export const CargoMeasurements = /*#__PURE__*/ v.object({
  grossWeightInKg: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
  volumesCount: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
});
export type CargoMeasurements = v.InferOutput<typeof CargoMeasurements>;

/**
 * SPEC §3 "Fiscal document", the answer of GET /fiscal-documents/{accessKey} and of the XML upload.
 * `code` is the document number used as the merchandise code; `shipments.amount` is the goods value summed
 * into merchandisesTotalPrice.
 */
export const FiscalDocument = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
  accessKey: /*#__PURE__*/ v.string(),
  addressee: Addressee,
  sender: /*#__PURE__*/ v.object({ name: /*#__PURE__*/ v.string() }),
  shipments: /*#__PURE__*/ v.object({ amount: Money }),
  cargoMeasurements: CargoMeasurements,
});
export type FiscalDocument = v.InferOutput<typeof FiscalDocument>;
