import { type ApiClientOptions, createIntegrationsApi, createSefazApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The 'Integrações' calls only (API keys, webhooks, deliveries, the SEFAZ certificate and mode). A context of its
 * own rather than part of `createAccountApi`: only the lazily loaded section imports it, so its schemas stay out
 * of the profile's first load.
 */
export function createIntegrationsClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return { ...createIntegrationsApi(transport), ...createSefazApi(transport) };
}

export type IntegrationsApi = ReturnType<typeof createIntegrationsClient>;

export const integrationsApi = /* @__PURE__ */ createApiContext(createIntegrationsClient);
