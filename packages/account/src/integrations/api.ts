import { type ApiClientOptions, createIntegrationsApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The 'Integrações' calls only (API keys, webhooks, deliveries). A context of its own rather than part of
 * `createAccountApi`: only the lazily loaded section imports it, so its schemas stay out of the profile's first load.
 */
export const createIntegrationsClient = (options: ApiClientOptions) =>
  createIntegrationsApi(createTransport(options));

export type IntegrationsApi = ReturnType<typeof createIntegrationsClient>;

export const integrationsApi = /* @__PURE__ */ createApiContext(createIntegrationsClient);
