import type {
  ApiKey,
  SefazCertificate,
  SefazSettings,
  WebhookDelivery,
  WebhookEndpoint,
} from '@box/core/schemas';

// Demo data (invented) for the 'Integrações' tests and stories, as the API answers them.

export function sampleKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 11,
    name: 'ERP da matriz',
    prefix: 'box_sk_Ab3x',
    scopes: ['orders:create', 'orders:read'],
    userEmail: 'ana@mercado.example',
    createdAt: '2026-11-20T13:05:00.000Z',
    lastUsedAt: '2026-11-25T18:42:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

export const SAMPLE_KEYS: ApiKey[] = [
  sampleKey(),
  sampleKey({
    id: 9,
    name: 'Loja virtual (antiga)',
    prefix: 'box_sk_Qz81',
    scopes: ['orders:read'],
    createdAt: '2026-10-02T12:00:00.000Z',
    lastUsedAt: null,
    revokedAt: '2026-11-01T15:30:00.000Z',
  }),
];

export function sampleEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: 21,
    url: 'https://erp.mercado.example/webhooks/box',
    events: ['order.created', 'order.status_changed'],
    createdAt: '2026-11-21T11:00:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}

export const SAMPLE_ENDPOINTS: WebhookEndpoint[] = [sampleEndpoint()];

export function sampleDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  return {
    id: 301,
    messageId: 'msg_2fKc9',
    endpointId: 21,
    eventType: 'order.created',
    status: 'delivered',
    attempts: 1,
    createdAt: '2026-11-25T14:00:00.000Z',
    nextAttemptAt: null,
    deliveredAt: '2026-11-25T14:00:01.000Z',
    lastStatusCode: 200,
    lastError: null,
    ...overrides,
  };
}

export const SAMPLE_DELIVERIES: WebhookDelivery[] = [
  sampleDelivery({
    id: 303,
    eventType: 'order.status_changed',
    status: 'failed',
    attempts: 4,
    createdAt: '2026-11-25T16:10:00.000Z',
    nextAttemptAt: '2026-11-25T17:10:00.000Z',
    deliveredAt: null,
    lastStatusCode: 500,
  }),
  sampleDelivery({
    id: 302,
    eventType: 'order.status_changed',
    status: 'pending',
    attempts: 1,
    createdAt: '2026-11-25T15:00:00.000Z',
    nextAttemptAt: '2026-11-25T15:01:00.000Z',
    deliveredAt: null,
    lastStatusCode: null,
    lastError: 'Tempo esgotado ao conectar',
  }),
  sampleDelivery(),
];

/** The account's A1 (an invented company), valid until 2031 unless told otherwise. */
export function sampleCertificate(overrides: Partial<SefazCertificate> = {}): SefazCertificate {
  return {
    cnpj: '12345678000195',
    holder: 'MERCADO EXEMPLO LTDA:12345678000195',
    notBefore: '2026-05-20T03:00:00.000Z',
    notAfter: '2031-05-20T02:59:59.000Z',
    uploadedAt: '2026-11-21T12:15:00.000Z',
    ...overrides,
  };
}

/** An instant `days` (and a half, so whole days left do not depend on when it is read) from now. */
export const daysFromNow = (days: number) => new Date(Date.now() + (days + 0.5) * 86_400_000).toISOString();

export function sampleSefazSettings(overrides: Partial<SefazSettings> = {}): SefazSettings {
  return { mode: 'automatic', certificate: sampleCertificate(), environment: 'demo', ...overrides };
}

/** Every integrations route of the fake API, with the samples above. */
export const INTEGRATIONS_ROUTES = {
  'GET /integrations/api-keys': { keys: SAMPLE_KEYS },
  'GET /integrations/webhooks': { endpoints: SAMPLE_ENDPOINTS },
  'GET /integrations/webhooks/:id/deliveries': { deliveries: SAMPLE_DELIVERIES },
  'GET /integrations/sefaz': sampleSefazSettings(),
};
