import { addressCalls } from './addresses';
import { billingCalls } from './billing';
import { customerCalls } from './customers';
import { fiscalDocumentCalls } from './fiscal-documents';
import { identityCalls } from './identity';
import { orderCalls } from './orders';
import { podCalls } from './pods';
import { shipmentCalls } from './shipments';
import { spotCalls } from './spots';
import { type ApiClientOptions, createTransport } from './transport';

export { type ApiClientOptions, CSRF_COOKIE, CSRF_HEADER } from './transport';

/**
 * One typed function per call of SPEC §7. Every response is parsed with the shared valibot schema, so a drift
 * between client and server fails loudly instead of rendering nonsense.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const { call, raw } = createTransport(options);
  return {
    ...identityCalls(call),
    ...customerCalls(call),
    ...addressCalls(call),
    ...fiscalDocumentCalls(call),
    ...spotCalls(call),
    ...billingCalls(call, raw),
    ...orderCalls(call),
    ...podCalls(call),
    ...shipmentCalls(call),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
