/**
 * What an API key or an embed token may do (issue 16). A call made with a key or a token passes only if its
 * route's scope is among the key's; routes with no scope (users, accounts, keys themselves) need a portal session.
 */
export const API_SCOPES = ['orders:create', 'orders:read', 'billing:read', 'webhooks:manage'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'orders:create': 'Criar pedidos (spots)',
  'orders:read': 'Consultar pedidos, rastreamento e comprovantes',
  'billing:read': 'Consultar o extrato de faturamento',
  'webhooks:manage': 'Gerenciar webhooks',
};

/** The events a webhook endpoint can subscribe to (the `type` of every delivery's body). */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'stop.status_changed',
  'pod.created',
  'rating.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'Pedido criado',
  'order.status_changed': 'Status do pedido alterado',
  'stop.status_changed': 'Status de parada alterado',
  'pod.created': 'Comprovante de entrega registrado',
  'rating.created': 'Avaliação recebida',
};

/** An embed token lives at most this long; the default when the request names no ttlMinutes. */
export const EMBED_TOKEN_MAX_MINUTES = 60;
export const EMBED_TOKEN_DEFAULT_MINUTES = 15;
/**
 * An element emits `box:auth-token-expiring` this long before its token's lifetime ends, counted from when the page
 * set the token (not by the page's clock, which may be wrong).
 */
export const EMBED_TOKEN_RENEW_BEFORE_MS = 60_000;

/** Secrets' visible prefixes: an API key ('box_sk_…') and an embed token ('box_et_<issued>_<expires>_…', epoch s). */
export const API_KEY_PREFIX = 'box_sk_';
export const EMBED_TOKEN_PREFIX = 'box_et_';
