import { createAddressesApi } from './addresses';
import { createBillingApi } from './billing';
import { createCustomersApi } from './customers';
import { createFiscalDocumentsApi } from './fiscal-documents';
import { createIdentityApi } from './identity';
import { createIntegrationsApi } from './integrations';
import { createOrderTrackingApi } from './order-tracking';
import { createOrdersApi } from './orders';
import { createPodsApi } from './pods';
import { createSefazApi } from './sefaz';
import { createShipmentsApi } from './shipments';
import { createSpotsApi } from './spots';
import { type ApiClientOptions, createTransport } from './transport';

export {
  type ApiClientOptions,
  CSRF_COOKIE,
  CSRF_FIELD,
  CSRF_HEADER,
  csrfFromCookies,
  LOGOUT_FORM_PATH,
  SECURE_CSRF_COOKIE,
} from './transport';

/**
 * One typed function per call of SPEC §7. Every response is parsed with the shared valibot schema, so a drift
 * between client and server fails loudly instead of rendering nonsense. It references every resource's schemas:
 * a bundle that needs a few calls builds them with `createTransport` and the `create…Api` factories instead.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const transport = createTransport(options);
  return {
    ...createIdentityApi(transport),
    ...createCustomersApi(transport),
    ...createAddressesApi(transport),
    ...createFiscalDocumentsApi(transport),
    ...createSpotsApi(transport),
    ...createBillingApi(transport),
    ...createOrdersApi(transport),
    ...createOrderTrackingApi(transport),
    ...createPodsApi(transport),
    ...createShipmentsApi(transport),
    ...createIntegrationsApi(transport),
    ...createSefazApi(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
