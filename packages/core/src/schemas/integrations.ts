import * as v from 'valibot';
import { API_SCOPES, EMBED_TOKEN_MAX_MINUTES, WEBHOOK_EVENTS } from '../catalogues/integrations';
import { Email, Id, IsoDateTime } from './primitives';

// Issue 16: API keys, embed tokens and webhooks. Routes under `/integrations` are managed from the portal
// ('Integrações' in /perfil; the super admin names `customerId` to manage another account's).

export const ApiScopeSchema = v.picklist(API_SCOPES, 'escopo desconhecido');
export const WebhookEventSchema = v.picklist(WEBHOOK_EVENTS, 'evento desconhecido');

/** Super admin only: the account managed (query `?customerId=` or body field); others manage their own. */
export const IntegrationsQuery = v.object({
  customerId: v.optional(v.pipe(v.string(), v.transform(Number), Id)),
});

export const ApiKey = v.object({
  id: Id,
  name: v.string(),
  /** The first characters of the secret, e.g. 'box_sk_AbC1'. */
  prefix: v.string(),
  scopes: v.array(ApiScopeSchema),
  /** The user the key acts as (spots it places name this requester). */
  userEmail: v.string(),
  createdAt: IsoDateTime,
  lastUsedAt: v.nullable(IsoDateTime),
  revokedAt: v.nullable(IsoDateTime),
});
export type ApiKey = v.InferOutput<typeof ApiKey>;

export const ApiKeysResponse = v.object({ keys: v.array(ApiKey) });

export const CreateApiKeyBody = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1, 'Informe um nome para a chave.'), v.maxLength(80)),
  scopes: v.pipe(v.array(ApiScopeSchema), v.minLength(1, 'Escolha ao menos um escopo.')),
  /** Super admin only: the account the key belongs to. */
  customerId: v.optional(Id),
});

/** The only answer that carries the secret: it is never shown again. */
export const CreatedApiKey = v.object({ key: ApiKey, secret: v.string() });

/** POST /embed-tokens, called server to server with an API key. */
export const CreateEmbedTokenBody = v.object({
  /** A user of the key's customer, whom the element acts as. */
  userEmail: Email,
  /** The page origin the element runs on, e.g. 'https://erp.example.com' (scheme, host and port only). */
  origin: v.pipe(v.string(), v.url('origem inválida')),
  /** A subset of the key's scopes; default: the key's scopes. */
  scopes: v.optional(v.array(ApiScopeSchema)),
  ttlMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(EMBED_TOKEN_MAX_MINUTES))),
});

export const EmbedToken = v.object({
  token: v.string(),
  expiresAt: IsoDateTime,
  origin: v.string(),
  scopes: v.array(ApiScopeSchema),
});

export const WebhookEndpoint = v.object({
  id: Id,
  url: v.string(),
  events: v.array(WebhookEventSchema),
  createdAt: IsoDateTime,
  disabledAt: v.nullable(IsoDateTime),
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = v.object({ endpoints: v.array(WebhookEndpoint) });

export const CreateWebhookEndpointBody = v.object({
  /** HTTPS (plain HTTP only to this machine in demo mode). */
  url: v.pipe(v.string(), v.trim(), v.url('Informe uma URL válida.'), v.maxLength(2000)),
  events: v.pipe(v.array(WebhookEventSchema), v.minLength(1, 'Escolha ao menos um evento.')),
  customerId: v.optional(Id),
});

/** The only answer that carries the signing secret ('whsec_…'). */
export const CreatedWebhookEndpoint = v.object({ endpoint: WebhookEndpoint, secret: v.string() });

export const WebhookDeliveryStatus = v.picklist(['pending', 'delivered', 'failed']);

export const WebhookDelivery = v.object({
  id: Id,
  /** The `webhook-id` header, the same on every retry. */
  messageId: v.string(),
  endpointId: Id,
  eventType: WebhookEventSchema,
  status: WebhookDeliveryStatus,
  attempts: v.number(),
  createdAt: IsoDateTime,
  nextAttemptAt: v.nullable(IsoDateTime),
  deliveredAt: v.nullable(IsoDateTime),
  /** The receiver's last HTTP status; null before any answer. */
  lastStatusCode: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = v.object({ deliveries: v.array(WebhookDelivery) });
