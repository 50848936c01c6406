import type { WebhookEvent } from '@box/core/catalogues';
import { CreateWebhookEndpointBody, type WebhookEndpoint } from '@box/core/schemas';
import { createDeliveryLogStore } from './deliveryLogStore';
import { createIssuedSecretStore } from './issuedSecretStore';
import { INTEGRATIONS_MESSAGES } from './messages';

const M = INTEGRATIONS_MESSAGES.webhooks.remove;

/**
 * The webhook endpoints of one account (the caller's, or `customerId`'s for the super admin) and the delivery
 * log of the one open. Deleting an endpoint takes it off the list, and its log with it if it was open.
 */
export function createWebhooksStore(customerId?: number) {
  const log = createDeliveryLogStore(customerId);
  const endpoints = createIssuedSecretStore<WebhookEndpoint, WebhookEvent, typeof CreateWebhookEndpointBody>({
    customerId,
    schema: CreateWebhookEndpointBody,
    fields: ['url', 'events'],
    list: async (api) => (await api.webhookEndpoints(customerId)).endpoints,
    create: async (api, body) => {
      const created = await api.createWebhookEndpoint(body);
      return { item: created.endpoint, secret: created.secret };
    },
    remove: (api, endpoint) => api.deleteWebhookEndpoint(endpoint.id, customerId),
    afterRemove: (items, endpoint) => items.filter((e) => e.id !== endpoint.id),
    onRemoved: (endpoint) => {
      if (log.selected.value?.id === endpoint.id) log.selected.value = null;
    },
    removed: (endpoint) => M.done(endpoint.url),
    removeFailed: M.failed,
  });
  return { endpoints, log };
}

export type WebhooksStore = ReturnType<typeof createWebhooksStore>;
