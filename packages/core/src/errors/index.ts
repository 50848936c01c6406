// `@box/core/errors`: API outcome → domain error → pt-BR title/message (SPEC §8).
// Every public name is listed (no `export *`), so what other packages rely on is visible here.
export type { DomainError, DomainErrorKind, ErrorMessage } from './domain';
export { fiscalDocumentError, fiscalDocumentErrorFromStatus, fiscalUploadError } from './fiscal-document';
export { MERCHANDISE_ERROR_KINDS, type MerchandiseErrorKind } from './kinds';
export { messageFor } from './messages';
export { type MonitoringLoadError, monitoringError, monitoringMessage } from './monitoring';
export {
  addressLookupError,
  domainErrorFromApiError,
  financeInfoError,
  merchandiseAddressError,
  passwordUpdateError,
  podEmailError,
  trackingLoadError,
  warehouseCreateError,
} from './outcomes';
export { batchSpotError, domainErrorFromCode, spotSubmitError } from './spot-submit';
export {
  BILLING_LOAD_FAILED_TEXT,
  batchResultLevel,
  EMPTY_TEXTS,
  LINK_COPIED_TEXT,
  MONITORING_EMPTY_TITLE,
  monitoringEmptyText,
  NOT_SIGNED_IN_TEXT,
  POD_EMAIL_TEXTS,
  RATING_SENT_TEXT,
  REQUEST_MESSAGES,
  SESSION_EXPIRED_TEXT,
  SPOT_SUBMIT_TEXTS,
  SUPER_BATCH_TEXTS,
  TRACKING_ERROR_TEXTS,
  XML_UPLOAD_MESSAGES,
} from './texts';
