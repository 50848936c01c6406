import type { ApiScope } from '@box/core/catalogues';
import { type ApiKey, CreateApiKeyBody } from '@box/core/schemas';
import { createIssuedSecretStore } from './issuedSecretStore';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.keys.remove;

/**
 * The API keys of one account: the caller's own, or `customerId`'s when the super admin manages another account
 * (named in every call). Revoking keeps the key in the list, marked with when.
 */
export const createApiKeysStore = (customerId?: number) =>
  createIssuedSecretStore<ApiKey, ApiScope, typeof CreateApiKeyBody>({
    customerId,
    schema: CreateApiKeyBody,
    fields: ['name', 'scopes'],
    list: async (api) => (await api.apiKeys(customerId)).keys,
    create: async (api, body) => {
      const created = await api.createApiKey(body);
      return { item: created.key, secret: created.secret };
    },
    remove: (api, key) => api.revokeApiKey(key.id, customerId),
    afterRemove: (keys, key) => {
      // The server answers only { ok }; the instant it revoked is within a moment of now.
      const revokedAt = new Date().toISOString();
      return keys.map((k) => (k.id === key.id ? { ...k, revokedAt } : k));
    },
    removed: (key) => M.done(key.name),
    removeFailed: M.failed,
  });

export type ApiKeysStore = ReturnType<typeof createApiKeysStore>;
