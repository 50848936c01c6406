import {
  type ApiClientOptions,
  createAddressesApi,
  createCustomersApi,
  createFiscalDocumentsApi,
  createIdentityApi,
  createShipmentsApi,
  createSpotsApi,
  createTransport,
} from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The calls the spot wizard (and its finance form and upload page) make, over one transport: built from core's
 * per-resource factories so the standalone bundle carries none of the other screens' schemas. Components read
 * it with `spotWizardApi.useApi()`.
 */
export function createSpotWizardApi(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    ...createIdentityApi(transport),
    ...createCustomersApi(transport),
    ...createAddressesApi(transport),
    ...createFiscalDocumentsApi(transport),
    ...createSpotsApi(transport),
    ...createShipmentsApi(transport),
  };
}

export type SpotWizardApi = ReturnType<typeof createSpotWizardApi>;

/** The provider and `useApi()` of this client, typed as what `createSpotWizardApi` builds. */
export const spotWizardApi = /* @__PURE__ */ createApiContext(createSpotWizardApi);
