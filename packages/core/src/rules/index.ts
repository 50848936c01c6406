// `@box/core/rules`: pure functions; validators return ok + value, or a code + pt-BR message (SPEC §4, §5, §6, §9).
// Every public name is listed (no `export *`), so what other packages rely on is visible here.
export {
  ACCESS_KEY_MODELS,
  ACCESS_KEY_PATTERN,
  type AccessKeyDocumentType,
  type AccessKeyInfo,
  type AccessKeyParts,
  accessKeyCheckDigit,
  accessKeyDocumentType,
  buildAccessKey,
  INVALID_ACCESS_KEY_MESSAGE,
  isValidAccessKey,
  looksLikeAccessKey,
  normalizeAccessKey,
  UF_CODES,
  validateAccessKey,
} from './access-key';
export {
  ACCOUNT_BANNERS,
  type AccountState,
  accountBanner,
  canAddMerchandise,
  isAccountInactive,
  isInactiveByConfig,
} from './account';
export { BATCH_NAMED_WAREHOUSE_PLACE_ID, buildBatchSpot } from './batch-spot';
export {
  type BillingMonth,
  billingMonth,
  billingMonthTabs,
  billingTotalsPeriod,
  isInMonthPart,
  MONTH_PART_LABELS,
  type MonthPart,
  validateCustomPeriod,
} from './billing-period';
export {
  CEP_MESSAGES,
  isAddressComplete,
  isValidCep,
  locationSearch,
  normalizeAutocompleteCep,
  parseCepSearch,
  validateCep,
} from './cep';
export { isCirculationRestricted } from './circulation';
export { CNPJ_INVALID_MESSAGE, isValidCnpj, validateCnpj } from './cnpj';
export { CONTACT_MESSAGES, isValidEmail, parseRecipient, validateEmail, validatePhone } from './contact';
export { estimatedRoadKm, haversineKm, ROAD_FACTOR } from './distance';
export { type EmbedTokenTimes, embedTokenTimes } from './embed-token';
export { EXTERNAL_ID_MESSAGES, validateExternalId } from './external-id';
export {
  type FinanceInfoField,
  type FinanceInfoForm,
  financeInfoBody,
  financeInfoFormValues,
  validateFinanceInfo,
} from './finance-info';
export { type FieldErrors, validateForm } from './form-errors';
export { formatHoursAgo, hoursBefore, MONITORING_SINCE, parseHoursAgo } from './hours-ago';
export { firstName, type UserIdentity, userIdentity } from './identity';
export {
  checkMerchandiseLine,
  checkProductCode,
  normalizeProductCode,
  PRODUCT_CODE_MESSAGES,
  PRODUCT_CODE_PATTERN,
  type ProductCodeCheck,
  type ProductCodeFail,
} from './merchandise-code';
export { inMonitoringWindow } from './monitoring-window';
export {
  NEW_ACCOUNT_MAX_LENGTH,
  NEW_ACCOUNT_MESSAGES,
  type NewAccount,
  type NewAccountField,
  type NewAccountForm,
  validateNewAccount,
} from './new-account';
export { hasPendency, isOrderDelayed } from './orders';
export { PASSWORD_MESSAGES, validatePasswordChange } from './password';
export {
  isSuperBatchPaste,
  parseSheetNumber,
  parseSimplePaste,
  SIMPLE_PASTE_COLUMNS,
  splitPastedRows,
} from './paste';
export {
  canUseSuperBatch,
  hasFeature,
  hasKnownRole,
  isSuperAdmin,
  NEW_ACCOUNT_PATH,
  NOT_FOUND_PATH,
  orderTrackingPath,
  receiptsPath,
  retailerReceiptsPath,
  retailerUsersPath,
  SUPER_BATCH_FORBIDDEN_MESSAGE,
  showsChatLauncher,
  showsDashboard,
} from './permissions';
export { portalLink, portalOrigin, portalUrl } from './portal-link';
export {
  buildRatingBody,
  COMMENT_QUESTION_ID,
  canSubmitRating,
  DRIVER_RATING_SUFFIX,
  driverRatingQuestionId,
  isDriverRatingQuestion,
  type RatingAnswers,
} from './rating';
export { addTrackingRecipient, recipientText, trackingRecipientsChanged } from './recipients';
export { type Fail, fail, type Ok, ok, type Result } from './result';
export {
  earliestScheduleTime,
  qualifiesForAdvanceBookingDiscount,
  SCHEDULE_MESSAGES,
  type Scheduling,
  scheduledForValue,
  scheduleMinDate,
  schedulePreset,
  scheduleTooSoonReason,
  validateScheduleDateTime,
  validateScheduling,
} from './scheduling';
export {
  SERVICE_AVAILABILITY_NOTICES,
  type ServiceAvailability,
  serviceAvailability,
} from './service-availability';
export {
  buildEstimateRequest,
  buildNewSpotCommand,
  buildSpotRoute,
  merchandiseAccessKey,
  ROUND_TRIP_PLACE_ID,
  roundTripPlace,
  type SpotRequestDraft,
  SpotRequestIncompleteError,
  type SpotRoute,
  warehousePlace,
} from './spot-request';
export { type StopMarkerKind, stopMarkerKind, stopMarkerNumbers } from './stops';
export {
  groupSuperBatchLines,
  normalizeSheetSchedule,
  readSuperBatchSheet,
  SUPER_BATCH_COLUMN_LABELS,
  SUPER_BATCH_MESSAGES,
  type SuperBatchColumn,
  type SuperBatchLine,
  type SuperBatchProblem,
} from './super-batch';
export {
  groupSuperBatchRows,
  isSuperBatchHeaderRow,
  parseSuperBatchPaste,
  SUPER_BATCH_COLUMNS,
  type SuperBatchGroup,
  superBatchRowOf,
} from './super-batch-rows';
export {
  completeTimeOnBlur,
  isValidTime,
  TIME_WINDOW_MESSAGES,
  type TimeWindowCode,
  timeOptions,
  timeToMinutes,
  validateTimeWindow,
} from './time-window';
export {
  orderCanceledBanner,
  orderTimelineCaption,
  SHIPMENT_CANCELED_TEXT,
  shipmentTimelineCaption,
} from './timeline';
export {
  INVALID_REQUEST_MODE,
  publicOrderTrackingUrl,
  publicShipmentTrackingUrl,
  type ShipmentTrackingRequest,
  shipmentTrackingRequest,
} from './tracking';
export { splitSheetText } from './tsv';
export {
  type DriverAssistantsRange,
  driverAssistantsRange,
  VEHICLE_STEP_MESSAGES,
  validateBodyTypes,
  validateDriverAssistants,
  validateMerchandisesTotalPrice,
  validateTotalWeight,
} from './vehicle-step';
export {
  canFinishSpot,
  canLeaveMerchandiseStep,
  canLeaveVehicleStep,
  canMoveWizardStep,
  isMerchandiseListCollapsible,
  merchandiseStepSubtitle,
  type RequestState,
  summaryStepSubtitle,
  vehicleStepSubtitle,
  WIZARD_STEPS,
  type WizardStep,
} from './wizard';
export { checkXmlFile, XML_MIME_TYPES } from './xml-file';
