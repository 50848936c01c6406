import { API_BASE_PATH, CSRF_HEADER, IDEMPOTENCY_HEADER } from '@box/core/api';
import { API_SCOPES } from '@box/core/catalogues';
import { CurrentUser } from '@box/core/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { createApp } from '../app';
import type { Database } from '../db/database';
import {
  apiKeys,
  customers,
  fiscalDocuments,
  orders,
  proofsOfDelivery,
  shipments,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index';
import { isPublicApiPath } from '../http/public-routes';
import {
  draft,
  FINANCE_INFO_ON_FILE,
  firstWarehouseOf,
  quotedCommand,
} from '../routes/spot-requests.test-support';
import { BearerAgent, createKey, mintToken } from '../test/bearer-agent';
import { expectApiError } from '../test/expect-api';
import { type Agent, startTestServer, TestClock, type TestServer, testConfig } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;

const ERP = 'https://erp.mercado.example';
const PlacedSpot = v.object({ id: v.number() });
const STATUS = `${API_BASE_PATH}/orders/status?since=72%20hours%20ago`;

// A Tuesday, 10:00 in São Paulo: the operations team is at work, so a spot for now is allowed.
const START = new Date('2026-03-10T13:00:00.000Z');

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(START) });
  // Ana's account with its finance info on file, whatever the demo seed chose: a spot needs it.
  await server.db.update(customers).set(FINANCE_INFO_ON_FILE).where(eq(customers.id, 3154));
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const keyOf = async (agent: Agent, scopes: Parameters<typeof createKey>[1]) =>
  new BearerAgent(server.app, (await createKey(agent, scopes)).secret);

describe('scopes', () => {
  it('a billing:read key reads the statement but neither orders nor places a spot', async () => {
    const key = await keyOf(ana, ['billing:read']);
    const summary = await key.get(
      `${API_BASE_PATH}/billing-statement/summary?from-date=2026-02-01&to-date=2026-02-28`,
    );
    expect(summary.status).toBe(200);
    const read = await expectApiError(await key.get(STATUS), 403, 'insufficient_scope');
    expect(read.message).toContain("'orders:read'");
    const place = await expectApiError(await key.post(`${API_BASE_PATH}/spots`, { json: {} }), 403);
    expect(place.code).toBe('insufficient_scope');
    expect(place.message).toContain("'orders:create'");
  });

  it('a route without a scope is the portal’s only, whatever the key holds', async () => {
    const key = await keyOf(ana, API_SCOPES);
    const me = v.parse(CurrentUser, await (await key.get(`${API_BASE_PATH}/me`)).json());
    for (const [method, path, json] of [
      ['PATCH', `/users/${me.person.id}`, { emailReports: { spotStatusUpdate: false } }],
      ['GET', '/retailers', undefined],
      ['GET', '/integrations/api-keys', undefined],
    ] as const) {
      const response = await key.request(method, `${API_BASE_PATH}${path}`, json ? { json } : {});
      const body = await expectApiError(response, 403, 'insufficient_scope');
      expect(body.message).toMatch(/só pode ser feita no portal/);
    }
  });

  it("takes the account's finance info with orders:create: the wizard asks for it before a first spot", async () => {
    const reader = await keyOf(ana, ['orders:read']);
    await expectApiError(
      await reader.request('PATCH', `${API_BASE_PATH}/customers`, { json: {} }),
      403,
      'insufficient_scope',
    );
    const creator = await keyOf(ana, ['orders:create']);
    await expectApiError(
      await creator.request('PATCH', `${API_BASE_PATH}/customers`, { json: {} }),
      400,
      'validation_error',
    );
  });

  it('places a spot with an Idempotency-Key and no CSRF token; the same key again places nothing', async () => {
    const key = await keyOf(ana, ['orders:create']);
    const { command } = await quotedCommand(key, draft(await firstWarehouseOf(key)));
    const send = () =>
      key.post(`${API_BASE_PATH}/spots`, {
        json: command,
        headers: { [IDEMPOTENCY_HEADER]: 'erp-pedido-1' },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const { id } = v.parse(PlacedSpot, await first.json());
    const again = await send();
    expect(again.status).toBe(200);
    expect(v.parse(PlacedSpot, await again.json()).id).toBe(id);
    const [order] = await server.db
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.id, id));
    expect(order?.customerId).toBe(3154);
  });
});

describe('cookies, CSRF and 401s', () => {
  it('a cookie from an unlisted origin gives no session (401 not_signed_in), our own origin keeps it', async () => {
    const from = (origin: string) => ana.get(`${API_BASE_PATH}/me`, { headers: { origin } });
    await expectApiError(await from('https://evil.example'), 401, 'not_signed_in');
    expect((await from('http://localhost')).status).toBe(200);
    expect((await ana.get(`${API_BASE_PATH}/me`)).status).toBe(200);
    const partner = server.appWith({ partnerOrigins: ['https://loja.example'] });
    const cookie = [...ana.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const listed = await partner.request(`${API_BASE_PATH}/me`, {
      headers: { origin: 'https://loja.example', cookie },
    });
    expect(listed.status).toBe(200);
  });

  it('with a bearer header, the cookie is ignored', async () => {
    const key = await keyOf(duda, ['orders:read']);
    // Ana's cookie and CSRF token beside Duda's key: the call is Duda's account's, and needs no CSRF token.
    const response = await ana.get(`${API_BASE_PATH}/me`, {
      headers: { authorization: `Bearer ${key.secret}` },
    });
    expect(v.parse(CurrentUser, await response.json()).person.email).toBe('duda@outraloja.example');
  });

  it('tells no credentials from an expired session', async () => {
    const body = await expectApiError(await server.agent().get(STATUS), 401, 'not_signed_in');
    expect(body.message).toBe('Você não está conectado.');
  });
});

describe('CORS on /jade/api', () => {
  const preflight = (path: string, origin: string) =>
    server.app.request(`${API_BASE_PATH}${path}`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': `authorization, content-type, idempotency-key, ${CSRF_HEADER.toLowerCase()}`,
      },
    });

  it('lets any origin send Authorization and Idempotency-Key (preflight 204)', async () => {
    const response = await preflight('/spots', 'https://erp.qualquer.example');
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://erp.qualquer.example');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key', CSRF_HEADER.toLowerCase()]) {
      expect(allowed).toContain(header);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
  });

  it('answers public URL-authorised calls with * and no credentials, preflights included', async () => {
    const response = await server.app.request(`${API_BASE_PATH}/session`, {
      headers: { origin: 'https://loja.qualquer.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const rating = await preflight(
      '/shipments/by-hash/abcdefghijklmnopqrstuvwxyz/rating',
      'https://x.example',
    );
    expect(rating.status).toBe(204);
    expect(rating.headers.get('access-control-allow-origin')).toBe('*');
    expect(rating.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('puts the headers on refusals too, so an element can read its 401 or 403', async () => {
    const origin = 'https://erp.qualquer.example';
    const unsigned = await server.app.request(STATUS, { headers: { origin } });
    await expectApiError(unsigned.clone(), 401, 'not_signed_in');
    expect(unsigned.headers.get('access-control-allow-origin')).toBe(origin);
    expect(unsigned.headers.get('access-control-allow-credentials')).toBe('true');
    expect(unsigned.headers.get('access-control-expose-headers')).toContain('Retry-After');
    const key = await keyOf(ana, ['billing:read']);
    const scoped = await key.get(STATUS, { headers: { origin } });
    await expectApiError(scoped.clone(), 403, 'insufficient_scope');
    expect(scoped.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it("puts the headers on a route's own answer and adds Origin to the Vary it sets", async () => {
    const origin = 'https://erp.qualquer.example';
    const key = await keyOf(ana, ['orders:read']);
    const response = await key.get(STATUS, { headers: { origin, 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const vary = (response.headers.get('vary') ?? '').toLowerCase().split(/,\s*/);
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));
  });

  it('lets a public rating through from any origin without the CSRF token (it answers from the route)', async () => {
    const response = await server.app.request(`${API_BASE_PATH}/shipments/by-hash/${'a'.repeat(43)}/rating`, {
      method: 'POST',
      headers: { origin: 'https://loja.qualquer.example', 'content-type': 'application/json' },
      body: JSON.stringify({ driverId: 1, rating: 5 }),
    });
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });
});

/**
 * Every API route with an id in its path (read from the app itself, so a new one must be added below or this
 * fails), plus those taking an id in the query or the body: customer A's key and token ask for B's ids.
 */
describe("customer A's key and token never reach B's data", () => {
  const PATH_ROUTES = createApp({ db: {} as Database, config: testConfig() })
    .routes.filter(
      (r) => r.path.startsWith(`${API_BASE_PATH}/`) && r.method !== 'ALL' && r.path.includes('/:'),
    )
    .filter((r) => !isPublicApiPath(r.path.replace(/:[A-Za-z]+/g, 'x')))
    .map((r) => `${r.method} ${r.path.slice(API_BASE_PATH.length)}`);

  let b: Record<string, string | number>;
  let bKeyId: number;
  let bEndpointId: number;

  beforeAll(async () => {
    const first = async <T>(rows: Promise<T[]>) => {
      const [row] = await rows;
      if (!row) throw new Error('no row of customer B in the demo data');
      return row;
    };
    const order = await first(
      server.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.customerId, 5100))
        .orderBy(asc(orders.id)),
    );
    const proof = await first(
      server.db
        .select({ id: proofsOfDelivery.id, hashid: proofsOfDelivery.hashid })
        .from(proofsOfDelivery)
        .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
        .where(eq(orders.customerId, 5100)),
    );
    const shipment = await first(
      server.db
        .select({ id: shipments.id })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(eq(orders.customerId, 5100)),
    );
    const document = await first(
      server.db
        .select({ accessKey: fiscalDocuments.accessKey })
        .from(fiscalDocuments)
        .where(and(eq(fiscalDocuments.customerId, 5100), eq(fiscalDocuments.kind, 'NFE'))),
    );
    const user = await first(
      server.db.select({ id: users.id }).from(users).where(eq(users.email, 'duda@outraloja.example')),
    );
    bKeyId = (await createKey(duda, ['orders:read'])).key.id;
    const now = server.clock.now();
    const [endpoint] = await server.db
      .insert(webhookEndpoints)
      .values({
        customerId: 5100,
        url: 'https://erp.outraloja.example/webhooks',
        events: ['order.created'],
        secret: 'whsec_dGVzdGVzdGVzdGVzdGVzdGVzdA==',
        createdAt: now,
      })
      .returning({ id: webhookEndpoints.id });
    bEndpointId = endpoint!.id;
    const [delivery] = await server.db
      .insert(webhookDeliveries)
      .values({
        messageId: 'msg_isolamento',
        endpointId: bEndpointId,
        customerId: 5100,
        eventType: 'order.created',
        payload: { type: 'order.created' },
        createdAt: now,
        status: 'failed',
        nextAttemptAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    b = {
      'GET /orders/:id/tracking': order.id,
      'GET /orders/:id/tracking/live': order.id,
      'GET /pods/:id': proof.id,
      'POST /pods/:id/sefaz': proof.id,
      'DELETE /pods/:id/sefaz': proof.id,
      'GET /pods/:id/sefaz/signed-event.xml': proof.id,
      'GET /pods/:id/sefaz/proc-event.xml': proof.id,
      'POST /email/pods/:hashId/notify/user': proof.hashid,
      'GET /fiscal-documents/:accessKey': document.accessKey,
      'PATCH /users/:id': user.id,
      'DELETE /integrations/api-keys/:id': bKeyId,
      'DELETE /integrations/webhooks/:id': bEndpointId,
      'GET /integrations/webhooks/:id/deliveries': bEndpointId,
      'POST /integrations/webhook-deliveries/:id/resend': delivery!.id,
    };
    b.order = order.id;
    b.shipment = shipment.id;
  });

  const BODIES: Record<string, unknown> = {
    'PATCH /users/:id': { emailReports: { spotStatusUpdate: false } },
    'POST /email/pods/:hashId/notify/user': { to: ['espiao@mercado.example'] },
  };

  /** Every request with one of B's ids: path ids from the route table, then the query and body ids. */
  function requests(): { name: string; method: string; path: string; json?: unknown }[] {
    const byPath = PATH_ROUTES.map((name) => {
      const [method = '', pattern = ''] = name.split(' ');
      const id = b[name];
      if (id === undefined) throw new Error(`no id of customer B for ${name}: add one to this test`);
      const path = pattern.replace(/:[A-Za-z]+/, encodeURIComponent(String(id)));
      return { name, method, path, json: method === 'GET' ? undefined : (BODIES[name] ?? {}) };
    });
    return [
      ...byPath,
      {
        name: 'GET /billing-statement/order-details?orderId',
        method: 'GET',
        path: `/billing-statement/order-details?orderId=${b.order}`,
      },
      {
        name: 'POST /shipments/trackings {shipmentId}',
        method: 'POST',
        path: '/shipments/trackings',
        json: {
          shipmentId: String(b.shipment),
          recipients: [{ email: 'espiao@mercado.example', phone: null }],
        },
      },
    ];
  }

  it('covers the id-taking routes the app has', () => {
    expect(PATH_ROUTES).toEqual(expect.arrayContaining(['GET /orders/:id/tracking', 'GET /pods/:id']));
  });

  it.each(['api key', 'embed token'] as const)(
    'answers 403 or 404 to every one of them (%s)',
    async (kind) => {
      const key = await keyOf(ana, API_SCOPES);
      const agent =
        kind === 'api key'
          ? key
          : new BearerAgent(
              server.app,
              (
                await mintToken(key, {
                  userEmail: 'ana@mercado.example',
                  origin: ERP,
                  scopes: [...API_SCOPES],
                })
              ).token,
              ERP,
            );
      const outcomes = [];
      for (const request of requests()) {
        const response = await agent.request(request.method, `${API_BASE_PATH}${request.path}`, {
          ...(request.json === undefined ? {} : { json: request.json }),
        });
        const text = await response.text();
        outcomes.push({
          name: request.name,
          ok: [403, 404].includes(response.status),
          status: response.status,
          text,
        });
      }
      expect(outcomes.filter((o) => !o.ok)).toEqual([]);
      // B's things are untouched: its key alive, its endpoint there, no recipient added to its shipment.
      const [bKey] = await server.db
        .select({ revokedAt: apiKeys.revokedAt })
        .from(apiKeys)
        .where(eq(apiKeys.id, bKeyId));
      expect(bKey?.revokedAt).toBeNull();
      const endpoints = await server.db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, bEndpointId), isNull(webhookEndpoints.disabledAt)));
      expect(endpoints).toHaveLength(1);
    },
  );
});
