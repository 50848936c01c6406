import * as v from 'valibot';
import { API_SCOPES, EMBED_TOKEN_MAX_MINUTES, WEBHOOK_EVENTS } from '../catalogues/integrations';
import { Email, Id, IsoDateTime } from './primitives';

// Issue 16: API keys, embed tokens and webhooks. Routes under `/integrations` are managed from the portal
// ('Integrações' in /perfil; the super admin names `customerId` to manage another account's).

export const ApiScopeSchema = /*#__PURE__*/ v.picklist(API_SCOPES, 'escopo desconhecido');
export const WebhookEventSchema = /*#__PURE__*/ v.picklist(WEBHOOK_EVENTS, 'evento desconhecido');

/** Super admin only: the account managed (query `?customerId=` or body field); others manage their own. */
export const IntegrationsQuery = /*#__PURE__*/ v.object({
  customerId: /*#__PURE__*/ v.optional(
    /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.transform(Number), Id),
  ),
});

export const ApiKey = /*#__PURE__*/ v.object({
  id: Id,
  name: /*#__PURE__*/ v.string(),
  /** The first characters of the secret, e.g. 'box_sk_AbC1'. */
  prefix: /*#__PURE__*/ v.string(),
  scopes: /*#__PURE__*/ v.array(ApiScopeSchema),
  /** The user the key acts as (spots it places name this requester). */
  userEmail: /*#__PURE__*/ v.string(),
  createdAt: IsoDateTime,
  lastUsedAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  revokedAt: /*#__PURE__*/ v.nullable(IsoDateTime),
});
export type ApiKey = v.InferOutput<typeof ApiKey>;

export const ApiKeysResponse = /*#__PURE__*/ v.object({ keys: /*#__PURE__*/ v.array(ApiKey) });

export const CreateApiKeyBody = /*#__PURE__*/ v.object({
  name: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.trim(),
    /*#__PURE__*/ v.minLength(1, 'Informe um nome para a chave.'),
    /*#__PURE__*/ v.maxLength(80),
  ),
  scopes: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.array(ApiScopeSchema),
    /*#__PURE__*/ v.minLength(1, 'Escolha ao menos um escopo.'),
  ),
  /** Super admin only: the account the key belongs to. */
  customerId: /*#__PURE__*/ v.optional(Id),
});

/** The only answer that carries the secret: it is never shown again. */
export const CreatedApiKey = /*#__PURE__*/ v.object({ key: ApiKey, secret: /*#__PURE__*/ v.string() });

/** POST /embed-tokens, called server to server with an API key. */
export const CreateEmbedTokenBody = /*#__PURE__*/ v.object({
  /** A user of the key's customer, whom the element acts as. */
  userEmail: Email,
  /** The page origin the element runs on, e.g. 'https://erp.example.com' (scheme, host and port only). */
  origin: /*#__PURE__*/ v.pipe(/*#__PURE__*/ v.string(), /*#__PURE__*/ v.url('origem inválida')),
  /** A subset of the key's scopes; default: the key's scopes. */
  scopes: /*#__PURE__*/ v.optional(/*#__PURE__*/ v.array(ApiScopeSchema)),
  ttlMinutes: /*#__PURE__*/ v.optional(
    /*#__PURE__*/ v.pipe(
      /*#__PURE__*/ v.number(),
      /*#__PURE__*/ v.integer(),
      /*#__PURE__*/ v.minValue(1),
      /*#__PURE__*/ v.maxValue(EMBED_TOKEN_MAX_MINUTES),
    ),
  ),
});

export const EmbedToken = /*#__PURE__*/ v.object({
  token: /*#__PURE__*/ v.string(),
  expiresAt: IsoDateTime,
  origin: /*#__PURE__*/ v.string(),
  scopes: /*#__PURE__*/ v.array(ApiScopeSchema),
});

export const WebhookEndpoint = /*#__PURE__*/ v.object({
  id: Id,
  url: /*#__PURE__*/ v.string(),
  events: /*#__PURE__*/ v.array(WebhookEventSchema),
  createdAt: IsoDateTime,
  disabledAt: /*#__PURE__*/ v.nullable(IsoDateTime),
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpoint>;

export const WebhookEndpointsResponse = /*#__PURE__*/ v.object({
  endpoints: /*#__PURE__*/ v.array(WebhookEndpoint),
});

export const CreateWebhookEndpointBody = /*#__PURE__*/ v.object({
  /** HTTPS (plain HTTP only to this machine in demo mode). */
  url: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.string(),
    /*#__PURE__*/ v.trim(),
    /*#__PURE__*/ v.url('Informe uma URL válida.'),
    /*#__PURE__*/ v.maxLength(2000),
  ),
  events: /*#__PURE__*/ v.pipe(
    /*#__PURE__*/ v.array(WebhookEventSchema),
    /*#__PURE__*/ v.minLength(1, 'Escolha ao menos um evento.'),
  ),
  customerId: /*#__PURE__*/ v.optional(Id),
});

/** The only answer that carries the signing secret ('whsec_…'). */
export const CreatedWebhookEndpoint = /*#__PURE__*/ v.object({
  endpoint: WebhookEndpoint,
  secret: /*#__PURE__*/ v.string(),
});

export const WebhookDeliveryStatus = /*#__PURE__*/ v.picklist(['pending', 'delivered', 'failed']);

export const WebhookDelivery = /*#__PURE__*/ v.object({
  id: Id,
  /** The `webhook-id` header, the same on every retry. */
  messageId: /*#__PURE__*/ v.string(),
  endpointId: Id,
  eventType: WebhookEventSchema,
  status: WebhookDeliveryStatus,
  attempts: /*#__PURE__*/ v.number(),
  createdAt: IsoDateTime,
  nextAttemptAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  deliveredAt: /*#__PURE__*/ v.nullable(IsoDateTime),
  /** The receiver's last HTTP status; null before any answer. */
  lastStatusCode: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.number()),
  lastError: /*#__PURE__*/ v.nullable(/*#__PURE__*/ v.string()),
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDelivery>;

export const WebhookDeliveriesResponse = /*#__PURE__*/ v.object({
  deliveries: /*#__PURE__*/ v.array(WebhookDelivery),
});
