import { type ApiClientOptions, createPodsApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The proof's calls only (GET /pods/{id}, GET /pods/public/{token}, POST /email/pods/{hashId}/notify/user), so
 * the widget's bundle carries none of the other resources' schemas.
 */
export const createProofApi = (options: ApiClientOptions) => createPodsApi(createTransport(options));

export type ProofApi = ReturnType<typeof createProofApi>;

/** The provider and `useApi()` of this client, typed as what `createProofApi` builds. */
export const proofApi = /* @__PURE__ */ createApiContext(createProofApi);
