// The public surface of @box/core, by area. Every name is listed (no `export *`), so what others rely on is visible here.

// API client: createApiClient has every call; a bundle that needs a few builds them from one transport and the
// per-resource factories (createOrdersApi(createTransport(options))). Then the errors they throw.
export { createAddressesApi } from './api/addresses';
export { type BillingPeriod, createBillingApi } from './api/billing';
export {
  type ApiClient,
  type ApiClientOptions,
  CSRF_COOKIE,
  CSRF_FIELD,
  CSRF_HEADER,
  createApiClient,
  csrfFromCookies,
  LOGOUT_FORM_PATH,
  SECURE_CSRF_COOKIE,
} from './api/client';
export { createCustomersApi } from './api/customers';
export { filenameFromContentDisposition } from './api/download';
export { ApiError, ResponseShapeError, SessionExpiredError } from './api/errors';
export { createFiscalDocumentsApi } from './api/fiscal-documents';
export { createIdentityApi } from './api/identity';
export { createOrderTrackingApi } from './api/order-tracking';
export { createOrdersApi } from './api/orders';
export { API_BASE_PATH, mapStyleUrl, trimApiBase } from './api/paths';
export { createPodsApi } from './api/pods';
export { createShipmentsApi } from './api/shipments';
export { createSpotsApi, IDEMPOTENCY_HEADER } from './api/spots';
export { type ApiTransport, createTransport } from './api/transport';
// Catalogues: codes, pt-BR labels, feature flags, business constants (SPEC §3, §4, §6, §9)
export {
  CHARGE_TYPE,
  CHARGE_TYPE_CODES,
  CHARGE_TYPES,
  type ChargeTypeCode,
  type ChargeTypeKey,
  chargeLabel,
  chargeTypeLabel,
} from './catalogues/charges';
export {
  ACCESS_KEY_LENGTH,
  ACCOUNT_INACTIVITY_DAYS,
  ADDRESS_LOOKUP_DEBOUNCE_MS,
  ADVANCE_BOOKING_DISCOUNT_MIN_HOURS,
  ALERT_AUTO_CLOSE_MS,
  BATCH_DEFAULTS,
  BILLING_HALF_MONTH_LAST_DAY,
  BILLING_MONTHS_BACK,
  CAROUSEL_WIDE_MIN_CONTAINER_PX,
  CAROUSEL_WIDE_MIN_WINDOW_PX,
  CENTER_NOTIFICATION_HIDE_MS,
  CODE_INPUT_MAX_LENGTH,
  CODE_MAX_LENGTH,
  COMMERCIAL_CONTACT_EMAIL,
  COPY_NOTIFICATION_HIDE_MS,
  COPY_NOTIFICATION_INTERVAL_MS,
  DASHBOARD_CUSTOMER_IDS,
  DEFAULT_MAX_DRIVER_ASSISTANTS,
  DEFAULT_MIN_ADVANCE_BOOKING_MINUTES,
  DESKTOP_BREAKPOINT_PX,
  DESKTOP_MAP_LEFT_PADDING_RATIO,
  EXIT_NOTIFICATION_MS,
  EXTERNAL_ID_MAX_LENGTH,
  FINANCE_CONTACT_EMAIL,
  MAP_DEFAULT_CENTER,
  MERCHANDISE_LIST_COLLAPSE_AFTER,
  MONITORING_WINDOW_HOURS,
  NPS_MAX,
  NPS_MIN,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_LENGTH,
  POSTAL_CODE_LENGTH,
  ROUND_TRIP_TRACKING_CODE,
  SCHEDULE_PRESETS,
  STAR_RATING_MAX,
  STAR_RATING_MIN,
  SUPER_BATCH_CUSTOMER_ID,
  SUPER_BATCH_MIN_EXTRA_COLUMNS,
  TEXT_FIELD_MAX_LENGTH,
  TIME_PICKER_STEP_MINUTES,
  TRACKING_POLL_MS,
} from './catalogues/constants';
export {
  EMAIL_REPORT_KEYS,
  EMAIL_REPORT_LABELS,
  type EmailReportKey,
} from './catalogues/email-reports';
export {
  FEATURE_AD_VALOREM,
  FEATURE_CHAT_LAUNCHER,
  FEATURE_FEEDBACK_SURVEY,
  FEATURE_FISCAL_DOCUMENTS_UPLOAD,
  FEATURE_FLAGS,
  FEATURE_NEW_VEHICLE_POLICY,
  FEATURE_ROUND_TRIP,
  FEATURE_SHIPMENT_TRACKING_SHARING,
  FEATURE_SUPER_BATCH,
  FEATURES,
  type FeatureFlag,
} from './catalogues/features';
export {
  BILLING_DOWNLOAD_OPTIONS,
  BILLING_STATUS_FILTERS,
  type BillingDownloadStatus,
  type BillingStatusFilter,
  DEFAULT_MONITORING_TAB,
  MONITORING_TABS,
  type MonitoringTabCounts,
  type MonitoringTabId,
  monitoringTabOf,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  orderStatusLabel,
  zeroMonitoringCounts,
} from './catalogues/order-statuses';
export {
  POD_BADGE_LABELS,
  POD_STATUS_LABELS,
  POD_STATUS_TYPES,
  POD_STATUSES,
  type PodBadge,
  podBadge,
  podBadgeLabel,
  podStatusLabel,
} from './catalogues/pods';
export {
  RISK_MANAGEMENT_LABELS,
  RISK_MANAGEMENT_STATUSES,
  type RiskManagementStatus,
  riskManagementLabel,
} from './catalogues/risk-management';
export { isKnownRole, ROLE_LABELS, type RoleId, roleLabel } from './catalogues/roles';
export {
  DEFAULT_SCHEDULE_TYPE,
  SCHEDULE_TYPE_CODES,
  SCHEDULE_TYPES,
  scheduleTypeLabel,
} from './catalogues/scheduling';
export { SERVICE_TYPE_CODES, SERVICE_TYPES, serviceTypeLabel } from './catalogues/service-types';
export {
  isWarehouseTask,
  STOP_STATUS_LABELS,
  STOP_STATUSES,
  stopStatusLabel,
  TASK_TYPE_LABELS,
  TASK_TYPES,
  taskTypeLabel,
} from './catalogues/stops';
export {
  CREDITABLE_TAXES_NOTE,
  DISCOUNT_TYPE,
  DISCOUNT_TYPE_LABELS,
  type DiscountType,
  TAX_TYPE_CODES,
  TAX_TYPES,
  type TaxType,
  taxTypeLabel,
} from './catalogues/taxes';
export {
  ORDER_TIMELINE_STEP_CODES,
  ORDER_TIMELINE_STEPS,
  type OrderTimelineStep,
  orderTimelineStepLabel,
  SHIPMENT_TIMELINE_STEP_CODES,
  SHIPMENT_TIMELINE_STEPS,
  type ShipmentTimelineStep,
  shipmentTimelineStepLabel,
  TIMELINE_STATUSES,
} from './catalogues/timeline';
export {
  ASSISTANTS_AVAILABILITY_NOTICE,
  ASSISTANTS_FROM_VEHICLE,
  areDriverAssistantsAvailable,
  DRIVER_ASSISTANTS_RECOMMENDED_FOR,
  hasRestrictedCirculation,
  isDriverAssistantRecommended,
  isVehicleType,
  isWeightRequired,
  LEGACY_POLICY_VEHICLES,
  RESTRICTED_POLICY_NOTICE,
  RESTRICTED_POLICY_SERVED,
  SAO_PAULO_RESTRICTED_VEHICLES,
  SAO_PAULO_RESTRICTION_NOTICE,
  SAO_PAULO_RESTRICTION_WINDOWS,
  usesNewVehiclePolicy,
  VEHICLE_TYPE_CODES,
  VEHICLE_TYPES,
  type VehicleType,
  vehicleTypeLabel,
  WEIGHT_REQUIRED_FOR,
} from './catalogues/vehicles';
// Errors: API outcome → domain error → pt-BR title/message (SPEC §8)
export type { DomainError, DomainErrorKind, ErrorMessage } from './errors/domain';
export {
  fiscalDocumentError,
  fiscalDocumentErrorFromStatus,
  fiscalUploadError,
} from './errors/fiscal-document';
export { MERCHANDISE_ERROR_KINDS, type MerchandiseErrorKind } from './errors/kinds';
export { messageFor } from './errors/messages';
export { type MonitoringLoadError, monitoringError, monitoringMessage } from './errors/monitoring';
export {
  addressLookupError,
  domainErrorFromApiError,
  financeInfoError,
  merchandiseAddressError,
  passwordUpdateError,
  podEmailError,
  trackingLoadError,
  warehouseCreateError,
} from './errors/outcomes';
export { batchSpotError, domainErrorFromCode, spotSubmitError } from './errors/spot-submit';
export {
  batchResultLevel,
  EMPTY_TEXTS,
  LINK_COPIED_TEXT,
  monitoringEmptyText,
  POD_EMAIL_TEXTS,
  RATING_SENT_TEXT,
  REQUEST_MESSAGES,
  SPOT_SUBMIT_TEXTS,
  SUPER_BATCH_TEXTS,
  TRACKING_ERROR_TEXTS,
  XML_UPLOAD_MESSAGES,
} from './errors/texts';
// Formatters (pt-BR, America/Sao_Paulo); the wall-clock ones need no dayjs, so they come from their own module
export { formatMonthName } from './format/datetime';
export {
  formatCnpj,
  formatCpf,
  formatDocument,
  redactDocument,
  VISIBLE_DOCUMENT_CHARS,
} from './format/documents';
export { formatAccessKey, maskCep, maskCnpj, maskPhone, maskTime } from './format/masks';
export {
  formatDistance,
  formatMoney,
  formatQuoteValue,
  formatRoundedWeight,
  formatWeight,
  parseMoneyInput,
  roundToCents,
} from './format/numbers';
export { formatPlate } from './format/plate';
export {
  BUSINESS_TZ,
  type BusinessWallClock,
  businessInstant,
  businessWallClock,
  formatDate,
  formatDateTime,
  formatDayMonthAtTime,
  formatScheduledFor,
  formatShortDateTime,
  formatTime,
  parseScheduledFor,
  schedulingLabel,
  toIsoDate,
} from './format/wall-clock';
export { capitalizeFirst, WEEKDAY_NAMES, WEEKDAY_SHORT_NAMES, weekdayName } from './format/weekdays';
// Rules: pure functions; validators return ok + value, or a code + pt-BR message (SPEC §4, §5, §6, §9)
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
} from './rules/access-key';
export {
  ACCOUNT_BANNERS,
  type AccountState,
  accountBanner,
  canAddMerchandise,
  isAccountInactive,
  isInactiveByConfig,
} from './rules/account';
export { BATCH_NAMED_WAREHOUSE_PLACE_ID, buildBatchSpot } from './rules/batch-spot';
export {
  type BillingMonth,
  billingMonth,
  billingMonthTabs,
  billingTotalsPeriod,
  isInMonthPart,
  MONTH_PART_LABELS,
  type MonthPart,
  validateCustomPeriod,
} from './rules/billing-period';
export {
  CEP_MESSAGES,
  isAddressComplete,
  isValidCep,
  locationSearch,
  normalizeAutocompleteCep,
  parseCepSearch,
  validateCep,
} from './rules/cep';
export { isCirculationRestricted } from './rules/circulation';
export { CNPJ_INVALID_MESSAGE, isValidCnpj, validateCnpj } from './rules/cnpj';
export {
  CONTACT_MESSAGES,
  isValidEmail,
  parseRecipient,
  validateEmail,
  validatePhone,
} from './rules/contact';
export { estimatedRoadKm, haversineKm, ROAD_FACTOR } from './rules/distance';
export { EXTERNAL_ID_MESSAGES, validateExternalId } from './rules/external-id';
export {
  type FinanceInfoField,
  type FinanceInfoForm,
  financeInfoBody,
  financeInfoFormValues,
  validateFinanceInfo,
} from './rules/finance-info';
export { type FieldErrors, validateForm } from './rules/form-errors';
export { formatHoursAgo, MONITORING_SINCE, parseHoursAgo, sinceInstant } from './rules/hours-ago';
export { firstName, type UserIdentity, userIdentity } from './rules/identity';
export {
  checkMerchandiseLine,
  checkProductCode,
  normalizeProductCode,
  PRODUCT_CODE_MESSAGES,
  PRODUCT_CODE_PATTERN,
  type ProductCodeCheck,
  type ProductCodeFail,
} from './rules/merchandise-code';
export {
  NEW_ACCOUNT_MAX_LENGTH,
  NEW_ACCOUNT_MESSAGES,
  type NewAccount,
  type NewAccountField,
  type NewAccountForm,
  validateNewAccount,
} from './rules/new-account';
export { hasPendency, isOrderDelayed } from './rules/orders';
export { PASSWORD_MESSAGES, validatePasswordChange } from './rules/password';
export {
  isSuperBatchPaste,
  parseSheetNumber,
  parseSimplePaste,
  SIMPLE_PASTE_COLUMNS,
  splitPastedRows,
} from './rules/paste';
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
} from './rules/permissions';
export {
  buildRatingBody,
  COMMENT_QUESTION_ID,
  canSubmitRating,
  DRIVER_RATING_SUFFIX,
  driverRatingQuestionId,
  isDriverRatingQuestion,
  type RatingAnswers,
} from './rules/rating';
export { addTrackingRecipient, recipientText, trackingRecipientsChanged } from './rules/recipients';
export { type Fail, fail, type Ok, ok, type Result } from './rules/result';
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
} from './rules/scheduling';
export {
  SERVICE_AVAILABILITY_NOTICES,
  type ServiceAvailability,
  serviceAvailability,
} from './rules/service-availability';
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
} from './rules/spot-request';
export { type StopMarkerKind, stopMarkerKind, stopMarkerNumbers } from './rules/stops';
export {
  groupSuperBatchLines,
  normalizeSheetSchedule,
  readSuperBatchSheet,
  SUPER_BATCH_COLUMN_LABELS,
  SUPER_BATCH_MESSAGES,
  type SuperBatchColumn,
  type SuperBatchLine,
  type SuperBatchProblem,
} from './rules/super-batch';
export {
  groupSuperBatchRows,
  isSuperBatchHeaderRow,
  parseSuperBatchPaste,
  SUPER_BATCH_COLUMNS,
  type SuperBatchGroup,
  superBatchRowOf,
} from './rules/super-batch-rows';
export {
  completeTimeOnBlur,
  isValidTime,
  TIME_WINDOW_MESSAGES,
  type TimeWindowCode,
  timeOptions,
  timeToMinutes,
  validateTimeWindow,
} from './rules/time-window';
export {
  orderCanceledBanner,
  orderTimelineCaption,
  SHIPMENT_CANCELED_TEXT,
  shipmentTimelineCaption,
} from './rules/timeline';
export {
  INVALID_REQUEST_MODE,
  publicOrderTrackingUrl,
  publicShipmentTrackingUrl,
  type ShipmentTrackingRequest,
  shipmentTrackingRequest,
} from './rules/tracking';
export { splitSheetText } from './rules/tsv';
export {
  type DriverAssistantsRange,
  driverAssistantsRange,
  VEHICLE_STEP_MESSAGES,
  validateBodyTypes,
  validateDriverAssistants,
  validateMerchandisesTotalPrice,
  validateTotalWeight,
} from './rules/vehicle-step';
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
} from './rules/wizard';
export { checkXmlFile, XML_MIME_TYPES } from './rules/xml-file';
// Schemas (valibot) and their inferred types (SPEC §3, §7)
export {
  BatchResult,
  BatchShipmentInput,
  FilledShipment,
  FillMissingDataBody,
  FillMissingDataResponse,
  PastedMerchandise,
  SuperBatchRow,
} from './schemas/batch';
export {
  BillingDetailsResponse,
  BillingDownloadQuery,
  BillingOrder,
  BillingPeriodQuery,
  BillingStop,
  BillingSummary,
  Charge,
  MonthlyTotal,
  MonthlyTotalsResponse,
  OrderDetails,
  OrderDetailsQuery,
  StopStatus,
  TaskType,
  Tax,
  VehicleTypeSummary,
} from './schemas/billing';
export {
  BillingAddress,
  Customer,
  CustomerFinanceInfo,
  FinanceContact,
  FinancesResponsible,
  RetailersResponse,
  UpdateCustomerBody,
} from './schemas/customers';
export {
  API_ERROR_CODE,
  ApiErrorBody,
  type ApiErrorCode,
  ApiErrorDetails,
  ApiErrorReason,
} from './schemas/errors';
export {
  Addressee,
  CargoMeasurements,
  FiscalDocument,
  FiscalDocumentAddress,
} from './schemas/fiscal-documents';
export {
  AccountFlags,
  ActiveExperiments,
  CurrentUser,
  EmailReports,
  Organization,
  Person,
  ROLE,
  UpdateEmailReportsBody,
  UpdatePasswordBody,
  UpdateUserBody,
} from './schemas/identity';
export { Location, LocationAddress, LocationsQuery } from './schemas/locations';
export {
  Merchandise,
  MerchandiseAddress,
  MerchandiseStatus,
  TimeWindowDraft,
  TrackingRecipient,
} from './schemas/merchandise';
export {
  ORDER_STATUSES,
  Order,
  OrderDriver,
  OrderStatus,
  OrdersStatusQuery,
  OrdersStatusResponse,
} from './schemas/orders';
export { EmailPodBody, PodStatus, PodStatusType, ProofOfDelivery } from './schemas/pods';
export {
  Count,
  EMAIL_PATTERN,
  Email,
  GeoPoint,
  Id,
  IsoDate,
  IsoDateTime,
  Latitude,
  Longitude,
  Money,
  NpsScore,
  OkResponse,
  QuoteValue,
  ScheduledFor,
  StarRating,
  TimeOfDay,
} from './schemas/primitives';
export {
  AccessKey,
  BatchSpot,
  type BatchSpotInput,
  BatchTransportation,
  BodyType,
  CreateSpotResponse,
  DriverAssistantsConfig,
  EstimateRequest,
  type EstimateRequestInput,
  NewSpotCommand,
  type NewSpotCommandInput,
  Place,
  PlaceAddress,
  PlaceAddressee,
  PriceEstimate,
  ProductCode,
  Quote,
  ScheduleType,
  ServiceType,
  Shipment,
  SpotRequestState,
  SpotsConfig,
  TimeWindow,
  Transportation,
  Vehicle,
  VehicleChoice,
  VehicleExtra,
  VehiclesResponse,
  VehicleTypeCode,
} from './schemas/spots';
export {
  GivenRating,
  OrderTimelineItem,
  OrderTracking,
  OrderTrackingDetails,
  RATING_QUESTION_TYPES,
  RatingBody,
  RatingQuestion,
  RiskManagement,
  SHIPMENT_STATUSES,
  ShipmentByDfeQuery,
  ShipmentSharing,
  ShipmentStatus,
  ShipmentTimelineItem,
  ShipmentTracking,
  ShipmentTrackingsBody,
  TimelineStatus,
  TrackingDriver,
  TrackingStop,
} from './schemas/tracking';
export {
  CreateWarehouseResponse,
  NewWarehouse,
  type NewWarehouseInput,
  RoundTrip,
  Warehouse,
  WarehouseAddress,
  WarehousesResponse,
} from './schemas/warehouses';
