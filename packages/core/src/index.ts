export { ApiError, ResponseShapeError, SessionExpiredError } from './api/errors';
export { type ApiClient, type ApiClientOptions, CSRF_COOKIE, CSRF_HEADER, createApiClient } from './api/client';
export {
  BillingAddress,
  Customer,
  FinancesResponsible,
  RetailersResponse,
} from './schemas/customers';
export { ApiErrorBody } from './schemas/errors';
export {
  AccountFlags,
  ActiveExperiments,
  CurrentUser,
  EmailReports,
  Organization,
  Person,
  ROLE,
} from './schemas/identity';
export {
  ORDER_STATUSES,
  Order,
  OrderDriver,
  OrderStatus,
  OrdersStatusQuery,
  OrdersStatusResponse,
} from './schemas/orders';
export { Id, IsoDate, IsoDateTime, Money } from './schemas/primitives';
export {
  BUSINESS_TZ,
  formatDate,
  formatDateTime,
  formatShortDateTime,
  formatTime,
  inBusinessTz,
} from './format/datetime';
export { formatDistance, formatMoney, formatWeight } from './format/numbers';
export { formatPlate } from './format/plate';
export { hasPendency, isOrderDelayed } from './rules/orders';
export { VEHICLE_TYPES, type VehicleType, vehicleTypeLabel } from './catalogues/vehicles';
