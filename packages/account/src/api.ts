import { type ApiClientOptions, createCustomersApi, createIdentityApi, createTransport } from '@box/core/api';
import { createApiContext } from '@box/ui';

/**
 * The calls of the account screens only (GET /me, PATCH /users/{id}, GET /retailers), over one transport, so the
 * bundle carries none of the other resources' calls.
 */
export const createAccountApi = (options: ApiClientOptions) => {
  const transport = createTransport(options);
  const { me, updateUser } = createIdentityApi(transport);
  const { retailers } = createCustomersApi(transport);
  return { me, updateUser, retailers };
};

export type AccountApi = ReturnType<typeof createAccountApi>;

/** The provider and `useApi()` of this client, typed as what `createAccountApi` builds. */
export const accountApi = /* @__PURE__ */ createApiContext(createAccountApi);
