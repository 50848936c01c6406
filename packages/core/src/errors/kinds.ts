/**
 * SPEC §8 merchandise errors: a merchandise row in error carries one of these. The first group comes from the
 * fiscal-document and address look-ups and XML uploads, the last three from the row's own input.
 */
export const MERCHANDISE_ERROR_KINDS = [
  'FiscalDocumentProblem',
  'FiscalDocumentNotFound',
  'InvalidKey',
  'NetworkError',
  'NoGeolocationFound',
  'XmlProcessingError',
  'InvalidFileTypeToUpload',
  'UploadedFileDuplicated',
  'AddressNotFound',
  'CTeRetrievalUnavailable',
  'NoEnoughData',
  'InvalidProductCode',
  'DuplicateProductCode',
] as const;
export type MerchandiseErrorKind = (typeof MERCHANDISE_ERROR_KINDS)[number];
