import { CSRF_HEADER } from '@box/core/api';
import { EMBED_TOKEN_DEFAULT_MINUTES } from '@box/core/catalogues';
import { embedTokenTimes } from '@box/core/rules';
import { CurrentUser } from '@box/core/schemas';
import * as v from 'valibot';
import { embedTokens } from '../db/schema/index';
import { sha256Hex } from '../security/tokens';
import { BearerAgent, createKey, mintToken } from '../test/bearer-agent';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let key: BearerAgent;

const ERP = 'https://erp.mercado.example';
const TOKENS = '/jade/api/embed-tokens';
const STATUS = '/jade/api/orders/status?since=72%20hours%20ago';

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.loginAs('ana@mercado.example');
  const created = await createKey(ana, ['orders:create', 'orders:read', 'webhooks:manage']);
  key = new BearerAgent(server.app, created.secret);
}, 120_000);
afterAll(() => server?.close());

const page = (token: string, origin: string | null = ERP) => new BearerAgent(server.app, token, origin);

describe('POST /jade/api/embed-tokens', () => {
  it("mints a token for a user of the key's account, bound to the page origin, with its issue and expiry times in it", async () => {
    const now = server.clock.now();
    const minted = await mintToken(key, { userEmail: 'Ana@Mercado.example', origin: `${ERP}/` });
    expect(minted.origin).toBe(ERP);
    expect(minted.token).toMatch(/^box_et_\d{10}_\d{10}_[A-Za-z0-9_-]{43}$/);
    const issued = Math.floor(now.getTime() / 1000) * 1000;
    const expected = issued + EMBED_TOKEN_DEFAULT_MINUTES * 60_000;
    expect(Date.parse(minted.expiresAt)).toBe(expected);
    // core's reading of the token: the server's times, so the element counts the lifetime, not the page's clock.
    expect(embedTokenTimes(minted.token)).toEqual({
      issuedAt: new Date(issued),
      expiresAt: new Date(expected),
    });
    // By default the key's scopes, less managing webhooks (a backend's job, not a page's).
    expect(minted.scopes).toEqual(['orders:create', 'orders:read']);
  });

  it('stores only the hash of the token', async () => {
    const { token } = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP });
    const rows = await server.db.select().from(embedTokens);
    expect(JSON.stringify(rows)).not.toContain(token.slice(-43));
    expect(rows.map((r) => r.id)).toContain(sha256Hex(token));
  });

  it('takes a subset of the key scopes and a ttl up to the maximum; more scopes are a 403', async () => {
    const minted = await mintToken(key, {
      userEmail: 'ana@mercado.example',
      origin: ERP,
      scopes: ['orders:read'],
      ttlMinutes: 60,
    });
    expect(minted.scopes).toEqual(['orders:read']);
    expect(Date.parse(minted.expiresAt) - server.clock.now().getTime()).toBeGreaterThan(59 * 60_000);
    const body = { userEmail: 'ana@mercado.example', origin: ERP };
    await expectApiError(await key.post(TOKENS, { json: { ...body, ttlMinutes: 61 } }), 400);
    const more = await key.post(TOKENS, { json: { ...body, scopes: ['billing:read'] } });
    expect((await expectApiError(more, 403, 'insufficient_scope')).message).toContain('billing:read');
  });

  it.each([
    ['a path', `${ERP}/pedidos`],
    ['a query', `${ERP}?a=1`],
    ['credentials', 'https://user:senha@erp.mercado.example'],
    ['another scheme', 'ftp://erp.mercado.example'],
    ['no URL at all', 'erp.mercado.example'],
  ])('refuses an origin with %s (400)', async (_, origin) => {
    await expectApiError(await key.post(TOKENS, { json: { userEmail: 'ana@mercado.example', origin } }), 400);
  });

  it.each([
    ['of another account', 'duda@outraloja.example'],
    ['nobody has', 'ninguem@mercado.example'],
  ])('refuses an e-mail %s (422)', async (_, userEmail) => {
    const body = await expectApiError(await key.post(TOKENS, { json: { userEmail, origin: ERP } }), 422);
    expect(body.message).toMatch(/Usuário não encontrado nesta conta/);
  });

  it('is for API keys only: a session or a token gets a 403 saying so', async () => {
    const body = { userEmail: 'ana@mercado.example', origin: ERP };
    const bySession = await expectApiError(await ana.post(TOKENS, { json: body }), 403);
    expect(bySession.message).toMatch(/chave de API/);
    const { token } = await mintToken(key, body);
    await expectApiError(await page(token).post(TOKENS, { json: body }), 403);
  });
});

describe('calls with an embed token', () => {
  it('act as the user, from the page origin only, without a CSRF token', async () => {
    const { token } = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP });
    const response = await page(token).get('/jade/api/me');
    expect(response.status).toBe(200);
    expect(v.parse(CurrentUser, await response.json()).person.email).toBe('ana@mercado.example');
    expect(response.headers.get(CSRF_HEADER)).toBeNull();
    expect((await page(token).get(STATUS)).status).toBe(200);
  });

  it('answer 401 invalid_credentials from another origin or with no Origin at all', async () => {
    const { token } = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP });
    await expectApiError(await page(token, 'https://outro.example').get(STATUS), 401, 'invalid_credentials');
    await expectApiError(
      await page(token, 'http://erp.mercado.example').get(STATUS),
      401,
      'invalid_credentials',
    );
    await expectApiError(await page(token, null).get(STATUS), 401, 'invalid_credentials');
  });

  it("answer 401 unauthenticated ('Sua sessão expirou.') once the token expires", async () => {
    const { token } = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP, ttlMinutes: 5 });
    server.clock.advance(4 * 60_000);
    expect((await page(token).get(STATUS)).status).toBe(200);
    server.clock.advance(60_000);
    const body = await expectApiError(await page(token).get(STATUS), 401, 'unauthenticated');
    expect(body.message).toBe('Sua sessão expirou.');
    // Even expired, a token seen from another page is refused as someone else's.
    await expectApiError(await page(token, 'https://outro.example').get(STATUS), 401, 'invalid_credentials');
  });

  it('refuse a token of the older format (expiry only) as unknown: 401 invalid_credentials', async () => {
    const { token } = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP });
    const older = token.replace(/^box_et_\d+_/, 'box_et_');
    expect(embedTokenTimes(older)).toBeNull();
    await expectApiError(await page(older).get(STATUS), 401, 'invalid_credentials');
  });

  it('stop at once when their key is revoked', async () => {
    const other = await createKey(ana, ['orders:read']);
    const { token } = await mintToken(new BearerAgent(server.app, other.secret), {
      userEmail: 'ana@mercado.example',
      origin: ERP,
    });
    expect((await page(token).get(STATUS)).status).toBe(200);
    expect((await ana.request('DELETE', `/jade/api/integrations/api-keys/${other.key.id}`)).status).toBe(200);
    await expectApiError(await page(token).get(STATUS), 401, 'invalid_credentials');
  });

  it('keep to their own scopes, not the key’s', async () => {
    const { token } = await mintToken(key, {
      userEmail: 'ana@mercado.example',
      origin: ERP,
      scopes: ['orders:read'],
    });
    const refused = await page(token).post('/jade/api/spots', { json: {} });
    expect((await expectApiError(refused, 403, 'insufficient_scope')).message).toContain('orders:create');
    // The default scopes leave webhooks to the backend.
    const fallback = await mintToken(key, { userEmail: 'ana@mercado.example', origin: ERP });
    await expectApiError(
      await page(fallback.token).get('/jade/api/integrations/webhooks'),
      403,
      'insufficient_scope',
    );
  });
});
