import { createApiClient } from './client';
import { SessionExpiredError } from './errors';
import { scriptedFetch } from './scripted-fetch.test-support';

const BASE = 'https://box.example/jade/api';
const TOKEN = 'box_et_1790000000_abcdefghijklmnopqrstuv';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } });

const rating = { driverId: 1, rating: 5, comment: null, extraQuestions: [] };

describe('credentials of a call', () => {
  it("sends the page's token as a bearer header without cookies, and no CSRF token on a mutation", async () => {
    const { fetch, requests } = scriptedFetch(json([]), json({ ok: true }));
    const api = createApiClient({
      baseUrl: BASE,
      fetch,
      authToken: () => TOKEN,
      cookies: () => 'box_csrf=from-cookie',
    });
    await api.warehouses();
    await api.updateUser(7, { emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: true } });
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      `Bearer ${TOKEN}`,
    ]);
    expect(requests.map((r) => r.credentials)).toEqual(['omit', 'omit']);
    expect(requests[1]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('without a token (null or empty) sends the session cookie and the CSRF token, no Authorization', async () => {
    let token: string | null = null;
    const { fetch, requests } = scriptedFetch(json([]), json([]), json({ ok: true }));
    const api = createApiClient({
      baseUrl: BASE,
      fetch,
      authToken: () => token,
      cookies: () => 'box_csrf=c1',
    });
    await api.warehouses();
    token = '';
    await api.warehouses();
    await api.updateUser(7, { emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: true } });
    expect(requests.map((r) => r.headers.has('Authorization'))).toEqual([false, false, false]);
    expect(requests.map((r) => r.credentials)).toEqual(['include', 'include', 'include']);
    expect(requests[2]?.headers.get('X-CSRF-Token')).toBe('c1');
  });

  it('reads the token at each call: a fresh one set by the page goes with the next call', async () => {
    let token = TOKEN;
    const { fetch, requests } = scriptedFetch(json([]), json([]));
    const api = createApiClient({ baseUrl: BASE, fetch, authToken: () => token });
    await api.warehouses();
    token = 'box_et_1790000900_zyxwvutsrqponmlkjihgfe';
    await api.warehouses();
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      `Bearer ${TOKEN}`,
      'Bearer box_et_1790000900_zyxwvutsrqponmlkjihgfe',
    ]);
  });

  it.each([
    ['no token', () => null],
    ['a token', () => TOKEN],
  ])(
    'calls authorised by their URL go with same-origin credentials and no bearer, with %s',
    async (_, authToken) => {
      const { fetch, requests } = scriptedFetch(
        new Response('{}', { status: 404 }),
        new Response('{}', { status: 404 }),
        new Response('{}', { status: 404 }),
        new Response('{}', { status: 404 }),
        new Response('{}', { status: 404 }),
        new Response('{}', { status: 404 }),
      );
      const api = createApiClient({ baseUrl: BASE, fetch, authToken });
      const calls = [
        api.publicOrderTracking('t0k3n'),
        api.shipmentByHash('h4sh'),
        api.shipmentByDfe('35260112345678000190550010000012341000012345', 'C1'),
        api.rateShipment('h4sh', rating),
        api.publicPod('p0d'),
        api.session(),
      ];
      await Promise.allSettled(calls);
      expect(requests.map((r) => new URL(r.url).pathname.replace('/jade/api/', ''))).toEqual([
        'orders/public/t0k3n/tracking',
        'shipments/by-hash/h4sh/tracking',
        'shipments/by-dfe/35260112345678000190550010000012341000012345/tracking',
        'shipments/by-hash/h4sh/rating',
        'pods/public/p0d',
        'session',
      ]);
      expect(requests.map((r) => r.credentials)).toEqual(Array(6).fill('same-origin'));
      expect(requests.some((r) => r.headers.has('Authorization'))).toBe(false);
    },
  );
});

describe('a 401', () => {
  it.each(['not_signed_in', 'unauthenticated', 'invalid_credentials'])(
    'carries the code %s to onSessionExpired and on the SessionExpiredError',
    async (code) => {
      const onSessionExpired = vi.fn();
      const { fetch } = scriptedFetch(json({ code, message: 'x' }, { status: 401 }));
      const failure = createApiClient({ baseUrl: BASE, fetch, onSessionExpired }).me();
      await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
      await expect(failure).rejects.toMatchObject({ status: 401, code });
      expect(onSessionExpired).toHaveBeenCalledWith(code);
    },
  );

  it('is not reported when the page replaced the token while the call was on its way', async () => {
    let token = TOKEN;
    const onSessionExpired = vi.fn();
    const fetch = (async () => {
      token = 'box_et_1790000900_zyxwvutsrqponmlkjihgfe';
      return json({ code: 'unauthenticated', message: 'x' }, { status: 401 });
    }) as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: BASE, fetch, authToken: () => token, onSessionExpired });
    await expect(api.me()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).not.toHaveBeenCalled();
    // The fresh token's own 401 is news.
    await expect(api.me()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledWith('unauthenticated');
  });

  it('without a readable body has a null code', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = scriptedFetch(new Response('não', { status: 401 }));
    await expect(createApiClient({ baseUrl: BASE, fetch, onSessionExpired }).me()).rejects.toMatchObject({
      code: null,
    });
    expect(onSessionExpired).toHaveBeenCalledWith(null);
  });
});
