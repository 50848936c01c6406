import type * as v from 'valibot';
import {
  ApiKeysResponse,
  type CreateApiKeyBody,
  CreatedApiKey,
  CreatedWebhookEndpoint,
  type CreateWebhookEndpointBody,
  WebhookDeliveriesResponse,
  WebhookEndpointsResponse,
} from '../schemas/integrations';
import { OkResponse } from '../schemas/primitives';
import { type ApiTransport, segment } from './transport';

/** `?customerId=` when the super admin manages another account. */
const forCustomer = (customerId?: number) =>
  customerId === undefined ? {} : { searchParams: { customerId: String(customerId) } };

/** 'Integrações' (issue 16): API keys and webhooks of the caller's account, or of `customerId` (super admin). */
export function createIntegrationsApi({ call }: ApiTransport) {
  return {
    /** GET /integrations/api-keys */
    apiKeys: (customerId?: number) => call(ApiKeysResponse, 'integrations/api-keys', forCustomer(customerId)),
    /** POST /integrations/api-keys → the key and its secret, shown once. */
    createApiKey: (body: v.InferInput<typeof CreateApiKeyBody>) =>
      call(CreatedApiKey, 'integrations/api-keys', { method: 'post', json: body }),
    /** DELETE /integrations/api-keys/{id}: revoked at once, its embed tokens with it. */
    revokeApiKey: (id: number, customerId?: number) =>
      call(OkResponse, `integrations/api-keys/${segment(id)}`, {
        method: 'delete',
        ...forCustomer(customerId),
      }),
    /** GET /integrations/webhooks */
    webhookEndpoints: (customerId?: number) =>
      call(WebhookEndpointsResponse, 'integrations/webhooks', forCustomer(customerId)),
    /** POST /integrations/webhooks → the endpoint and its signing secret, shown once. */
    createWebhookEndpoint: (body: v.InferInput<typeof CreateWebhookEndpointBody>) =>
      call(CreatedWebhookEndpoint, 'integrations/webhooks', { method: 'post', json: body }),
    /** DELETE /integrations/webhooks/{id} */
    deleteWebhookEndpoint: (id: number, customerId?: number) =>
      call(OkResponse, `integrations/webhooks/${segment(id)}`, {
        method: 'delete',
        ...forCustomer(customerId),
      }),
    /** GET /integrations/webhooks/{id}/deliveries: the newest 100. */
    webhookDeliveries: (endpointId: number, customerId?: number) =>
      call(
        WebhookDeliveriesResponse,
        `integrations/webhooks/${segment(endpointId)}/deliveries`,
        forCustomer(customerId),
      ),
    /** POST /integrations/webhook-deliveries/{id}/resend: due now, attempts kept in the log. */
    resendWebhookDelivery: (deliveryId: number, customerId?: number) =>
      call(OkResponse, `integrations/webhook-deliveries/${segment(deliveryId)}/resend`, {
        method: 'post',
        ...forCustomer(customerId),
      }),
  };
}
