// `@box/core/api`: the API client: createApiClient has every call; a bundle that needs a few builds them from one transport
// and the per-resource factories (createOrdersApi(createTransport(options))); the errors they throw.
// Every public name is listed (no `export *`), so what other packages rely on is visible here.
export { createAddressesApi } from './addresses';
export { type BillingPeriod, createBillingApi } from './billing';
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
} from './client';
export { createCustomersApi } from './customers';
export { filenameFromContentDisposition } from './download';
export { ApiError, ResponseShapeError, SessionExpiredError } from './errors';
export { createFiscalDocumentsApi } from './fiscal-documents';
export { createIdentityApi } from './identity';
export { createIntegrationsApi } from './integrations';
export {
  LIVE_SILENCE_MS,
  type LiveEnd,
  type LiveMessage,
  type LiveStream,
  type LiveStreamOptions,
  LiveUnavailableError,
  liveStream,
} from './live';
export { createLiveApi } from './live-api';
export { type LiveFeed, type LiveFeedOptions, type LiveMode, startLiveFeed } from './live-feed';
export { MAPLIBRE_CSP_WORKER_PATH } from './map-worker';
export { createOrderTrackingApi } from './order-tracking';
export { createOrdersApi } from './orders';
export { API_BASE_PATH, mapStyleUrl, PORTAL_SIGN_IN_PATH, portalSignInUrl, trimApiBase } from './paths';
export { createPodsApi } from './pods';
export { createSefazApi, sefazDownloadPath } from './sefaz';
export { createShipmentsApi } from './shipments';
export { createSpotsApi, IDEMPOTENCY_HEADER } from './spots';
export { type ApiTransport, type CallOptions, createTransport } from './transport';
