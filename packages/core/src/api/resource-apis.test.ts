import { createApiClient } from './client';
import { ApiError } from './errors';
import { createIdentityApi } from './identity';
import { createOrderTrackingApi } from './order-tracking';
import { createOrdersApi } from './orders';
import { scriptedFetch } from './scripted-fetch.test-support';
import { createSpotsApi } from './spots';
import { createTransport } from './transport';

const BASE = 'http://portal.test/jade/api';

const json = (body: unknown, headers: Record<string, string> = {}, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const user = {
  person: {
    id: 7,
    name: 'Ana Souza',
    email: 'ana@mercado.example',
    emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false },
    audienceType: 'customer',
    roleId: 2,
  },
  organization: { id: 3154, name: 'Mercado' },
  features: [],
  account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
};

describe('per-resource APIs', () => {
  it('the orders API alone lists orders, without the tracking calls', async () => {
    const { fetch, requests } = scriptedFetch(json({ orders: [] }));
    const orders = createOrdersApi(createTransport({ baseUrl: BASE, fetch }));
    expect(Object.keys(orders)).toEqual(['ordersStatus']);
    await expect(orders.ordersStatus('5 hours ago')).resolves.toEqual({ orders: [] });
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/jade/api/orders/status');
    expect(url.searchParams.get('since')).toBe('5 hours ago');
  });

  it.each([
    [202, () => json({ orders: [] }, {}, 202)],
    [204, () => new Response(null, { status: 204 })],
  ])(
    'refuses an orders/status answer of status %i with that status (SPEC §7 expects 200)',
    async (status, answer) => {
      const { fetch } = scriptedFetch(answer());
      const orders = createOrdersApi(createTransport({ baseUrl: BASE, fetch }));
      const failure = await orders.ordersStatus().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ApiError);
      expect((failure as ApiError).status).toBe(status);
    },
  );

  it('share one transport: the CSRF token GET /me brought is sent by another resource', async () => {
    const { fetch, requests } = scriptedFetch(json(user, { 'X-CSRF-Token': 'tok-9' }), json({ id: 91 }));
    const transport = createTransport({ baseUrl: BASE, fetch });
    const identity = createIdentityApi(transport);
    const spots = createSpotsApi(transport);
    await identity.me();
    await spots.createSpot({} as Parameters<typeof spots.createSpot>[0]);
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('tok-9');
  });

  it('report a 401 through the transport options', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = scriptedFetch(new Response('{}', { status: 401 }));
    const tracking = createOrderTrackingApi(createTransport({ baseUrl: BASE, fetch, onSessionExpired }));
    await expect(tracking.orderTracking(12)).rejects.toMatchObject({ name: 'SessionExpiredError' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('createApiClient still offers every call, the split ones included', () => {
    const api = createApiClient({ baseUrl: BASE, fetch: scriptedFetch().fetch });
    for (const call of [
      'me',
      'ordersStatus',
      'orderTracking',
      'publicOrderTracking',
      'billingDownload',
    ] as const) {
      expect(typeof api[call]).toBe('function');
    }
  });
});
