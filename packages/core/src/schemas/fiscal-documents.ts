import * as v from 'valibot';
import { Money } from './primitives';

/** The recipient's address as the fiscal document states it; geolocation comes later from /locations. */
export const FiscalDocumentAddress = v.object({
  postalCode: v.string(),
  thoroughfare: v.string(),
  number: v.string(),
  complement: v.nullable(v.string()),
  neighborhood: v.string(),
  locality: v.string(),
  state: v.string(),
});
export type FiscalDocumentAddress = v.InferOutput<typeof FiscalDocumentAddress>;

export const Addressee = v.object({
  name: v.string(),
  phoneNumber: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isLegalPerson: v.boolean(),
  /** CNPJ of a company or CPF of a person, digits only (a CNPJ may be alphanumeric). */
  nationalDocument: v.string(),
  address: FiscalDocumentAddress,
});
export type Addressee = v.InferOutput<typeof Addressee>;

/**
 * Cargo measurements are named by the spec without a shape: ours are the gross weight and the volume count
 * the document declares, each null when absent.
 */
export const CargoMeasurements = v.object({
  grossWeightInKg: v.nullable(v.number()),
  volumesCount: v.nullable(v.number()),
});
export type CargoMeasurements = v.InferOutput<typeof CargoMeasurements>;

/**
 * SPEC §3 "Fiscal document", the answer of GET /fiscal-documents/{accessKey} and of the XML upload.
 * `code` is the document number used as the merchandise code; `shipments.amount` is the goods value summed
 * into merchandisesTotalPrice.
 */
export const FiscalDocument = v.object({
  code: v.string(),
  accessKey: v.string(),
  addressee: Addressee,
  sender: v.object({ name: v.string() }),
  shipments: v.object({ amount: Money }),
  cargoMeasurements: CargoMeasurements,
});
export type FiscalDocument = v.InferOutput<typeof FiscalDocument>;
