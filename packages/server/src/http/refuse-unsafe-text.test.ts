import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from './unsafe-text';

let server: TestServer;
let ana: Agent;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  ana = await server.loginAs('ana@mercado.example');
  admin = await server.loginAs('admin@box.example');
});
afterAll(() => server.close());

const NUL = '\u0000';
const LONE = '\ud800';

/** The JSON a client sends for a lone surrogate: JSON.stringify escapes it as \ud800. */
const asJson = (value: unknown) => ({
  body: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

async function expectRefusedApi(response: Response, field: string) {
  const body = await expectApiError(response, 400, 'validation_error');
  expect(body.reasons).toEqual([{ field, message: UNSAFE_TEXT_MESSAGE }]);
}

async function expectRefusedPage(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const page = await response.text();
  expect(page).toContain(UNSAFE_TEXT_MESSAGE);
  expect(page).not.toContain('"code"');
}

describe('unsafeTextPath', () => {
  it('names the first string or key holding NUL or a lone surrogate', () => {
    expect(unsafeTextPath({ a: 'ok', b: ['x', { c: `y${NUL}` }] })).toBe('b.1.c');
    expect(unsafeTextPath({ [`k${LONE}`]: 1 })).toBe('k\uFFFD');
    expect(unsafeTextPath(`${LONE}`)).toBe('');
    expect(unsafeTextPath('\udc00')).toBe('');
    // A well-formed pair and other control characters are text like any other.
    expect(unsafeTextPath({ a: '😀\ud83d\ude00', b: '\t\u0001' })).toBeNull();
  });

  it('walks a deeply nested value without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"${NUL}"${']'.repeat(100_000)}`.replace(NUL, '\\u0000'));
    expect(unsafeTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe('NUL and lone surrogates in requests', () => {
  it('refuses them in the login form, before anything else, with a pt-BR page', async () => {
    const anonymous = server.agent();
    await expectRefusedPage(
      await anonymous.post('/_ssr/entrar', { form: { email: `a${NUL}b`, password: 'x' } }),
    );
    // The person can still sign in afterwards.
    expect((await anonymous.login('ana@mercado.example', 'mercado-2026')).status).toBe(303);
  });

  it('refuses them in the query of a page and of an API call', async () => {
    await expectRefusedPage(await ana.get(`/_ssr/comprovantes?busca=${encodeURIComponent(NUL)}`));
    await expectRefusedApi(await ana.get('/jade/api/orders/status?since=%00'), 'query.since');
  });

  it('refuses them in JSON bodies, naming the field', async () => {
    await expectRefusedApi(
      await ana.request('PATCH', '/jade/api/customers', asJson({ nickname: `Mercado${NUL}` })),
      'nickname',
    );
    await expectRefusedApi(
      await ana.post('/jade/api/spot/estimate', asJson({ places: [{ address: `Rua ${LONE}` }] })),
      'places.0.address',
    );
    await expectRefusedApi(
      await ana.post('/jade/api/customers/warehouses', asJson({ name: `Depósito ${LONE}` })),
      'name',
    );
    await expectRefusedApi(
      await admin.post('/jade/api/spots/batch', {
        ...asJson({ customerId: 3154, externalId: `X${NUL}` }),
        headers: { 'content-type': 'application/json', 'Idempotency-Key': 'fuzz-1' },
      }),
      'externalId',
    );
    // Whatever the Content-Type says: routes read their body as JSON.
    await expectRefusedApi(
      await ana.post('/jade/api/customers/warehouses', {
        body: JSON.stringify({ name: `a${NUL}` }),
        headers: { 'content-type': 'text/plain' },
      }),
      'name',
    );
  });

  it('refuses them in the new account form of the admin pages', async () => {
    const page = await admin.get('/_ssr/admin/varejistas/novo', { headers: { accept: 'text/html' } });
    const form = {
      _csrf: (await page.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '',
      razaoSocial: `Loja ${NUL} Ltda`,
      nickname: 'Loja',
      cnpj: '11.222.333/0001-81',
      userName: 'Fulano',
      email: 'fulano@loja.example',
      password: 'uma-senha-longa-2026',
      passwordRepeat: 'uma-senha-longa-2026',
    };
    await expectRefusedPage(await admin.post('/_ssr/admin/varejistas/novo', { form }));
  });

  it('refuses NUL in the path', async () => {
    await expectRefusedApi(await ana.get('/jade/api/fiscal-documents/%00'), 'path');
  });

  it('lets ordinary text through', async () => {
    const response = await ana.get('/jade/api/orders/status?since=72%20hours%20ago');
    expect(response.status).not.toBe(400);
  });
});
