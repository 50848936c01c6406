import * as v from 'valibot';

export const ApiErrorReason = /*#__PURE__*/ v.object({
  field: /*#__PURE__*/ v.string(),
  message: /*#__PURE__*/ v.string(),
});
export type ApiErrorReason = v.InferOutput<typeof ApiErrorReason>;

/**
 * Extra facts some errors carry so the pt-BR message can name them (SPEC §8 "translated messages"). Not shown
 * by the spec: these names are ours, and the reference server fills them.
 */
export const ApiErrorDetails = /*#__PURE__*/ v.object({
  /** EstimateNoLongerValid: how long a quote stays valid. */
  maxTimespanBetweenSpotEstimateAndRequestInMinutes: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.number()),
  /** customerDoesNotHavePricingRule: the vehicle type without a price. */
  vehicleType: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.string()),
  /** usersNotFound: the e-mails that matched no user. */
  emails: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.array(/*#__PURE__*/ v.string())),
  /** warehousesNotFound: the warehouse names that matched nothing for that customer. */
  warehouses: /*#__PURE__*/ v.optional(
    /*#__PURE__*/ v.array(
      /*#__PURE__*/ v.object({ name: /*#__PURE__*/ v.string(), customerId: /*#__PURE__*/ v.number() }),
    ),
  ),
});
export type ApiErrorDetails = v.InferOutput<typeof ApiErrorDetails>;

/**
 * Every 4xx/5xx JSON body of the reference server: a machine code, a pt-BR message a person can read, and,
 * for validation failures, the reasons per field. `errorCode`/`error_code`/`type` of SPEC §8 are carried in
 * `code` (e.g. 'EstimateNoLongerValid', 'warehouse_name_in_use', 'cte_retrieval_unavailable', 'validation_error').
 */
export const ApiErrorBody = /*#__PURE__*/ v.object({
  code: /*#__PURE__*/ v.string(),
  message: /*#__PURE__*/ v.string(),
  reasons: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.array(ApiErrorReason)),
  details: /*#__PURE__*/ v.optional(ApiErrorDetails),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBody>;

/**
 * The `code` values client and server agree on. The camel/Pascal-case ones are the spec's own `errorCode`s; the
 * snake_case ones are its `error_code`/`type`s, plus generic codes of ours for the usual HTTP outcomes.
 */
export const API_ERROR_CODE = {
  // SPEC §8, spot submit and batch answers
  ESTIMATE_NO_LONGER_VALID: 'EstimateNoLongerValid',
  MISSING_FINANCIAL_INFO: 'MissingFinancialInfo',
  BLOCKED_CUSTOMER: 'BlockedCustomer',
  NO_PRICING_RULE: 'customerDoesNotHavePricingRule',
  USERS_NOT_FOUND: 'usersNotFound',
  WAREHOUSES_NOT_FOUND: 'warehousesNotFound',
  VALIDATION_FAILED: 'validationFailed',
  // SPEC §8 fiscal XML upload: the same document sent twice
  UPLOADED_FILE_DUPLICATED: 'UploadedFileDuplicated',
  // SPEC §7/§8 snake_case codes
  WAREHOUSE_NAME_IN_USE: 'warehouse_name_in_use',
  CTE_RETRIEVAL_UNAVAILABLE: 'cte_retrieval_unavailable',
  VALIDATION_ERROR: 'validation_error',
  // Generic outcomes of the reference server (ours)
  BAD_REQUEST: 'bad_request',
  INVALID_EMAIL: 'invalid_email',
  INVALID_XML: 'invalid_xml',
  UNSUPPORTED_FILE_TYPE: 'unsupported_file_type',
  /** A 401 of a call that brought neither a session cookie nor a bearer credential: 'Você não está conectado.' */
  NOT_SIGNED_IN: 'not_signed_in',
  /** A 401 of an expired session or embed token: 'Sua sessão expirou.' */
  UNAUTHENTICATED: 'unauthenticated',
  /** A 401 of an unknown or revoked API key or embed token, or a token used from another origin. */
  INVALID_CREDENTIALS: 'invalid_credentials',
  /** A 403 of a key or token whose scopes do not cover the route. */
  INSUFFICIENT_SCOPE: 'insufficient_scope',
  FORBIDDEN: 'forbidden',
  CSRF: 'csrf_failed',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  RATE_LIMITED: 'rate_limited',
  INTERNAL: 'internal_error',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODE)[keyof typeof API_ERROR_CODE];
