import { buildAccessKey } from '../rules/access-key';
import { CSRF_COOKIE, createApiClient, csrfFromCookies, SECURE_CSRF_COOKIE } from './client';
import { ApiError, ResponseShapeError, SessionExpiredError } from './errors';
import { scriptedFetch } from './scripted-fetch.test-support';

const BASE = 'http://portal.test/jade/api';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
  });

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
  features: ['feature:ad_valorem'],
  account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
};

describe('paths and queries', () => {
  it('calls GET /me and parses it', async () => {
    const { fetch, requests } = scriptedFetch(json(user));
    const api = createApiClient({ baseUrl: BASE, fetch });
    await expect(api.me()).resolves.toEqual(user);
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url).toBe(`${BASE}/me`);
  });

  it("asks orders/status since '72 hours ago' by default", async () => {
    const { fetch, requests } = scriptedFetch(json({ orders: [] }));
    await createApiClient({ baseUrl: BASE, fetch }).ordersStatus();
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/jade/api/orders/status');
    expect(url.searchParams.get('since')).toBe('72 hours ago');
  });

  it('sends the billing period as from-date/to-date', async () => {
    const { fetch, requests } = scriptedFetch(json([{ year: 2026, month: 3, totalPrice: 10.5 }]));
    const totals = await createApiClient({ baseUrl: BASE, fetch }).billingMonthlyTotals({
      from: '2025-10-01',
      to: '2026-03-31',
    });
    expect(totals).toEqual([{ year: 2026, month: 3, totalPrice: 10.5 }]);
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/jade/api/billing-statement/monthly-totals');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'from-date': '2025-10-01',
      'to-date': '2026-03-31',
    });
  });

  it("builds the locations search 'CEP:number'", async () => {
    const location = {
      address: {
        type: 'street',
        thoroughfare: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        locality: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
      geolocation: { latitude: -23.56, longitude: -46.65 },
    };
    const { fetch, requests } = scriptedFetch(json(location));
    await createApiClient({ baseUrl: BASE, fetch }).locations({ postalCode: '01310-100', number: '1578' });
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('search')).toBe('01310100:1578');
    expect(url.searchParams.get('requireGeolocation')).toBe('true');
  });

  it('escapes path segments and passes the DFe client code', async () => {
    const { fetch, requests } = scriptedFetch(new Response('{}', { status: 404 }));
    const key = buildAccessKey({ cnpj: '12345678000195', number: 5 });
    await expect(createApiClient({ baseUrl: BASE, fetch }).shipmentByDfe(key, 'A/B')).rejects.toBeInstanceOf(
      ApiError,
    );
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe(`/jade/api/shipments/by-dfe/${key}/tracking`);
    expect(url.searchParams.get('client_code')).toBe('A/B');
  });

  it('posts the pod e-mail body { to: [email] }', async () => {
    const { fetch, requests } = scriptedFetch(json({ ok: true }));
    await createApiClient({ baseUrl: BASE, fetch }).emailPod('h4sh', 'ana@mercado.example');
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/jade/api/email/pods/h4sh/notify/user');
    expect(await requests[0]!.json()).toEqual({ to: ['ana@mercado.example'] });
  });

  it('uploads the fiscal XML as multipart field document', async () => {
    const { fetch, requests } = scriptedFetch(new Response('{}', { status: 422 }));
    const file = new File(['<nfeProc/>'], 'nota.xml', { type: 'text/xml' });
    await expect(createApiClient({ baseUrl: BASE, fetch }).uploadFiscalDocument(file)).rejects.toMatchObject({
      status: 422,
    });
    const form = await requests[0]!.formData();
    const sent = form.get('document');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('nota.xml');
    expect(await (sent as File).text()).toBe('<nfeProc/>');
  });

  it('sends the Idempotency-Key the caller gives to POST /spots', async () => {
    const { fetch, requests } = scriptedFetch(json({ id: 91 }), json({ id: 92 }));
    const api = createApiClient({ baseUrl: BASE, fetch });
    // The body's shape is the server's to validate; here only the header matters.
    const body = {} as Parameters<typeof api.createSpot>[0];
    await expect(api.createSpot(body, { idempotencyKey: 'k-1' })).resolves.toEqual({ id: 91 });
    await api.createSpot(body);
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(requests[1]?.headers.has('Idempotency-Key')).toBe(false);
  });
});

describe('response shapes', () => {
  it('a body that misses the schema is a ResponseShapeError naming the path', async () => {
    const { fetch } = scriptedFetch(json({ ...user, person: { ...user.person, roleId: 'admin' } }));
    const failure = createApiClient({ baseUrl: BASE, fetch }).me();
    await expect(failure).rejects.toBeInstanceOf(ResponseShapeError);
    await expect(failure).rejects.toMatchObject({ path: 'me' });
  });

  it('a body that is not JSON is a ResponseShapeError too', async () => {
    const { fetch } = scriptedFetch(new Response('<html>login</html>', { status: 200 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).retailers()).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});

describe('errors', () => {
  it('401 calls onSessionExpired once and throws SessionExpiredError', async () => {
    const onSessionExpired = vi.fn();
    const { fetch } = scriptedFetch(
      json({ code: 'unauthenticated', message: 'Sessão expirada' }, { status: 401 }),
    );
    const failure = createApiClient({ baseUrl: BASE, fetch, onSessionExpired }).me();
    await expect(failure).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('other statuses throw ApiError with the parsed body', async () => {
    const body = {
      code: 'validation_error',
      message: 'Dados inválidos',
      reasons: [{ field: 'cnpj', message: 'CNPJ inválido.' }],
    };
    const { fetch } = scriptedFetch(json(body, { status: 400 }));
    const failure = createApiClient({ baseUrl: BASE, fetch }).updateCustomer(
      {} as Parameters<ReturnType<typeof createApiClient>['updateCustomer']>[0],
    );
    await expect(failure).rejects.toMatchObject({ name: 'ApiError', status: 400, body });
  });

  it('no response is ApiError status 0', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ baseUrl: BASE, fetch }).me()).rejects.toMatchObject({
      status: 0,
      body: null,
    });
  });
});

describe('CSRF', () => {
  it('sends the token from GET /me on mutations, never on GETs', async () => {
    const { fetch, requests } = scriptedFetch(
      json(user, { headers: { 'X-CSRF-Token': 'tok-123' } }),
      json({ ok: true }),
      json([]),
    );
    const api = createApiClient({ baseUrl: BASE, fetch });
    await api.me();
    await api.updateUser(7, {
      emailReports: { spotStatusUpdate: false, podFailure: true, podSuccess: true },
    });
    await api.warehouses();
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
    expect(requests[1]?.method).toBe('PATCH');
    expect(new URL(requests[1]!.url).pathname).toBe('/jade/api/users/7');
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('tok-123');
    expect(requests[2]?.headers.has('X-CSRF-Token')).toBe(false);
  });

  it('prefers the cookie the page hands in (read at each mutation) over the header token', async () => {
    let cookies = 'a=1; __Host-box_csrf=from%2Bcookie';
    const { fetch, requests } = scriptedFetch(
      json(user, { headers: { 'X-CSRF-Token': 'tok-header' } }),
      json({ ok: true }),
      json({ ok: true }),
    );
    const api = createApiClient({ baseUrl: BASE, fetch, cookies: () => cookies });
    const reports = { spotStatusUpdate: false, podFailure: true, podSuccess: true };
    await api.me();
    await api.updateUser(7, { emailReports: reports });
    // No CSRF cookie left (signed out in another tab): the token the server last sent still goes.
    cookies = 'a=1';
    await api.updateUser(7, { emailReports: reports });
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('from+cookie');
    expect(requests[2]?.headers.get('X-CSRF-Token')).toBe('tok-header');
  });

  it('sends no token before the server gave one', async () => {
    const { fetch, requests } = scriptedFetch(json({ ok: true }));
    await createApiClient({ baseUrl: BASE, fetch }).rateShipment('h', {
      driverId: 1,
      rating: 5,
      comment: null,
      extraQuestions: [],
    });
    expect(requests[0]?.headers.has('X-CSRF-Token')).toBe(false);
  });
});

describe('csrfFromCookies', () => {
  it('reads the __Host- cookie behind TLS, the plain one otherwise, and nothing that only ends like it', () => {
    expect(csrfFromCookies('a=1; __Host-box_csrf=tok%2Bsecure; b=2')).toBe('tok+secure');
    expect(csrfFromCookies('box_csrf=tok-plain')).toBe('tok-plain');
    // The literal name is CSRF_COOKIE's (one regex literal keeps the bundles small).
    expect(csrfFromCookies(`${SECURE_CSRF_COOKIE}=a`)).toBe('a');
    expect(csrfFromCookies(`${CSRF_COOKIE}=b`)).toBe('b');
    expect(csrfFromCookies('xbox_csrf=no; other=1')).toBeNull();
    expect(csrfFromCookies('')).toBeNull();
  });
});

describe('billing download', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    const { fetch, requests } = scriptedFetch(
      new Response('planilha', {
        headers: {
          'Content-Disposition':
            'attachment; filename="extrato.xlsx"; filename*=UTF-8\'\'extrato%20mar%C3%A7o.xlsx',
        },
      }),
    );
    const file = await createApiClient({ baseUrl: BASE, fetch }).billingDownload({
      from: '2026-03-01',
      to: '2026-03-31',
      orderStatus: 'FINISHED',
    });
    expect(file.filename).toBe('extrato março.xlsx');
    expect(await file.blob.text()).toBe('planilha');
    expect(new URL(requests[0]!.url).searchParams.get('order-status')).toBe('FINISHED');
  });

  it('falls back to a dated name without the header', async () => {
    const { fetch } = scriptedFetch(new Response('planilha'));
    const file = await createApiClient({ baseUrl: BASE, fetch }).billingDownload({
      from: '2026-03-01',
      to: '2026-03-31',
      orderStatus: 'ALL',
    });
    expect(file.filename).toBe('extrato-2026-03-01-2026-03-31.xlsx');
  });
});
