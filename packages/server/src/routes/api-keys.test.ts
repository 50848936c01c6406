import { API_SCOPES } from '@box/core/catalogues';
import { ApiKeysResponse, CurrentUser, OrdersStatusResponse } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { apiKeys, customers, users } from '../db/schema/index';
import { sha256Hex } from '../security/tokens';
import { BearerAgent, createKey } from '../test/bearer-agent';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let admin: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
    server.loginAs('admin@box.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const KEYS = '/jade/api/integrations/api-keys';
const asKey = (secret: string) => new BearerAgent(server.app, secret);
const ordersOf = async (agent: Agent) => {
  const response = await agent.get('/jade/api/orders/status?since=72%20hours%20ago');
  expect(response.status).toBe(200);
  return v.parse(OrdersStatusResponse, await response.json()).orders;
};
const listKeys = async (agent: Agent, query = '') => {
  const response = await agent.get(`${KEYS}${query}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, keys: v.parse(ApiKeysResponse, JSON.parse(text)).keys };
};

describe('an account admin managing keys', () => {
  it('creates a key shown once, acting as the admin, and lists it without its secret', async () => {
    const { key, secret } = await createKey(ana, ['orders:read'], { name: 'ERP da loja' });
    expect(secret).toMatch(/^box_sk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'ERP da loja',
      prefix: secret.slice(0, 11),
      scopes: ['orders:read'],
      userEmail: 'ana@mercado.example',
      lastUsedAt: null,
      revokedAt: null,
    });
    const { text, keys } = await listKeys(ana);
    expect(keys.map((k) => k.id)).toContain(key.id);
    expect(text).not.toContain(secret);
    // Another account's admin does not see it.
    expect((await listKeys(duda)).keys.map((k) => k.id)).not.toContain(key.id);
  });

  it('never stores the secret in clear: only its SHA-256 and its first characters', async () => {
    const { key, secret } = await createKey(ana, ['orders:read']);
    const rows = await server.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(11));
    const row = rows.find((r) => r.id === key.id)!;
    expect(row.secretHash).toBe(sha256Hex(secret));
    expect(row.prefix).toBe(secret.slice(0, 11));
  });

  it('lets the key read its own account and notes when it was last used, at most once a minute', async () => {
    const { key, secret } = await createKey(ana, ['orders:read']);
    const mine = await ordersOf(ana);
    expect(await ordersOf(asKey(secret))).toEqual(mine);
    const first = (await listKeys(ana)).keys.find((k) => k.id === key.id)!.lastUsedAt;
    expect(first).toBe(server.clock.now().toISOString());
    server.clock.advance(30_000);
    await ordersOf(asKey(secret));
    expect((await listKeys(ana)).keys.find((k) => k.id === key.id)!.lastUsedAt).toBe(first);
    server.clock.advance(31_000);
    await ordersOf(asKey(secret));
    expect((await listKeys(ana)).keys.find((k) => k.id === key.id)!.lastUsedAt).toBe(
      server.clock.now().toISOString(),
    );
  });

  it('revokes a key: the very next call with it answers 401', async () => {
    const { key, secret } = await createKey(ana, ['orders:read']);
    expect((await asKey(secret).get('/jade/api/orders/status?since=72%20hours%20ago')).status).toBe(200);
    const revoked = await ana.request('DELETE', `${KEYS}/${key.id}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ ok: true });
    await expectApiError(
      await asKey(secret).get('/jade/api/orders/status?since=72%20hours%20ago'),
      401,
      'invalid_credentials',
    );
    expect((await listKeys(ana)).keys.find((k) => k.id === key.id)!.revokedAt).not.toBeNull();
  });

  it("answers 404 for another account's key and leaves it alive", async () => {
    const { key, secret } = await createKey(duda, ['orders:read']);
    await expectApiError(await ana.request('DELETE', `${KEYS}/${key.id}`), 404);
    expect((await asKey(secret).get('/jade/api/orders/status?since=72%20hours%20ago')).status).toBe(200);
  });

  it('refuses another customerId to anyone but the super admin (403)', async () => {
    await expectApiError(await ana.get(`${KEYS}?customerId=5100`), 403, 'forbidden');
    await expectApiError(
      await ana.post(KEYS, { json: { name: 'x', scopes: ['orders:read'], customerId: 5100 } }),
      403,
      'forbidden',
    );
    const { key } = await createKey(duda, ['orders:read']);
    await expectApiError(await ana.request('DELETE', `${KEYS}/${key.id}?customerId=5100`), 403, 'forbidden');
  });

  it('validates the body with pt-BR reasons', async () => {
    const body = await expectApiError(await ana.post(KEYS, { json: { name: ' ', scopes: [] } }), 400);
    expect(body.message).toContain('Informe um nome para a chave.');
    await expectApiError(await ana.post(KEYS, { json: { name: 'x', scopes: ['orders:delete'] } }), 400);
  });
});

describe('the super admin managing any account', () => {
  it("creates a key for another account acting as that account's first active admin", async () => {
    const { key, secret } = await createKey(admin, ['orders:read'], { customerId: 5100 });
    expect(key.userEmail).toBe('duda@outraloja.example');
    expect((await listKeys(admin, '?customerId=5100')).keys.map((k) => k.id)).toContain(key.id);
    expect((await listKeys(duda)).keys.map((k) => k.id)).toContain(key.id);
    // The key reads that account (never the super admin's 'any customer' view).
    expect(await ordersOf(asKey(secret))).toEqual(await ordersOf(duda));
    expect((await admin.request('DELETE', `${KEYS}/${key.id}?customerId=5100`)).status).toBe(200);
    await expectApiError(await asKey(secret).get('/jade/api/me'), 401, 'invalid_credentials');
  });

  it('gets 422 for an account without an active admin, 404 for one that does not exist', async () => {
    const [empty] = await server.db
      .insert(customers)
      .values({ razaoSocial: 'Sem Admin Ltda', nickname: 'Sem Admin' })
      .returning({ id: customers.id });
    const body = await expectApiError(
      await admin.post(KEYS, { json: { name: 'x', scopes: ['orders:read'], customerId: empty!.id } }),
      422,
    );
    expect(body.message).toMatch(/administrador ativo/);
    await expectApiError(await admin.get(`${KEYS}?customerId=999999`), 404);
  });

  it('acts capped at admin with a key of its own account', async () => {
    const { secret } = await createKey(admin, ['orders:read']);
    const me = v.parse(CurrentUser, await (await asKey(secret).get('/jade/api/me')).json());
    expect(me.person.email).toBe('admin@box.example');
    // A super admin session may list retailers; its key may not (no scope, and never a super admin).
    await expectApiError(await asKey(secret).get('/jade/api/retailers'), 403, 'insufficient_scope');
  });
});

describe('keys cannot manage keys', () => {
  it('refuses every key route to a key, whatever its scopes (403 insufficient_scope)', async () => {
    const { key, secret } = await createKey(ana, API_SCOPES);
    const agent = asKey(secret);
    await expectApiError(await agent.get(KEYS), 403, 'insufficient_scope');
    await expectApiError(
      await agent.post(KEYS, { json: { name: 'x', scopes: ['orders:read'] } }),
      403,
      'insufficient_scope',
    );
    await expectApiError(await agent.request('DELETE', `${KEYS}/${key.id}`), 403, 'insufficient_scope');
    expect((await listKeys(ana)).keys.find((k) => k.id === key.id)!.revokedAt).toBeNull();
  });
});

describe('who a key can be', () => {
  it('stops working when its account is blocked or its user disabled', async () => {
    const bia = await server.loginAs('bia@lojabloqueada.example');
    const blocked = await createKey(bia, ['orders:read']);
    await expectApiError(await asKey(blocked.secret).get('/jade/api/me'), 401, 'invalid_credentials');

    const caio = await server.loginAs('caio@lojainativa.example');
    const { secret } = await createKey(caio, ['orders:read']);
    expect((await asKey(secret).get('/jade/api/me')).status).toBe(200);
    await server.db
      .update(users)
      .set({ disabledAt: server.clock.now() })
      .where(eq(users.email, 'caio@lojainativa.example'));
    await expectApiError(await asKey(secret).get('/jade/api/me'), 401, 'invalid_credentials');
  });

  it.each([
    ['an unknown key', 'Bearer box_sk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['a malformed key', 'Bearer box_sk_!'],
    ['another kind of secret', 'Bearer abc'],
    ['an empty bearer', 'Bearer '],
    ['a lower-case scheme', 'bearer box_sk_x'],
  ])('answers 401 invalid_credentials to %s, even with a valid cookie beside it', async (_, header) => {
    const response = await ana.get('/jade/api/me', { headers: { authorization: header } });
    const body = await expectApiError(response, 401, 'invalid_credentials');
    expect(body.message).toMatch(/Credencial inválida/);
  });

  it('leaves another scheme alone: Basic (a password-protected proxy) keeps the cookie session', async () => {
    const response = await ana.get('/jade/api/me', { headers: { authorization: 'Basic YTpi' } });
    expect(response.status).toBe(200);
    await expectApiError(
      await server.agent().get('/jade/api/me', { headers: { authorization: 'Basic YTpi' } }),
      401,
      'not_signed_in',
    );
  });
});
