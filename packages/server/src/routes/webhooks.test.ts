import type { ApiScope } from '@box/core/catalogues';
import {
  CreatedWebhookEndpoint,
  CreateSpotResponse,
  OkResponse,
  WebhookDeliveriesResponse,
  WebhookEndpointsResponse,
} from '@box/core/schemas';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  orders,
  shipments,
  stops,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index';
import { createApiKey } from '../security/api-keys';
import { createRng } from '../seed/prng';
import type { SimulatorEvent } from '../simulator/events';
import { step } from '../simulator/step';
import { expectApiError } from '../test/expect-api';
import { Agent, startTestServer, TestClock, type TestServer } from '../test/harness';
import { receivedWebhooks } from '../webhooks/demo-receiver';
import { deliverDueWebhooks } from '../webhooks/worker';
import {
  draft,
  FINANCE_INFO_ON_FILE,
  firstWarehouseOf,
  merchandise,
  PAULISTA,
  PRACA_DA_SE,
  quotedCommand,
} from './spot-requests.test-support';

// A Tuesday, 10:00 in São Paulo: orders may be placed for now.
const START = new Date('2026-03-10T13:00:00.000Z');
const ALL_EVENTS = [
  'order.created',
  'order.status_changed',
  'stop.status_changed',
  'pod.created',
  'rating.created',
];

let server: TestServer;
let ana: Agent;
let duda: Agent;

const create = (agent: Agent, json: unknown) => agent.post('/jade/api/integrations/webhooks', { json });
async function created(agent: Agent, json: unknown) {
  const response = await create(agent, json);
  expect(response.status).toBe(201);
  return v.parse(CreatedWebhookEndpoint, await response.json());
}
const deliveriesOf = (customerId: number, type: string) =>
  server.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.customerId, customerId), eq(webhookDeliveries.eventType, type)))
    .orderBy(asc(webhookDeliveries.id));
const dataOf = (row: { payload: unknown }) => (row.payload as { data: Record<string, unknown> }).data;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(START) });
  await server.db.update(customers).set(FINANCE_INFO_ON_FILE).where(eq(customers.id, 3154));
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());
beforeEach(async () => {
  await server.db.delete(webhookEndpoints);
});

describe('/jade/api/integrations/webhooks', () => {
  it('registers an endpoint, shows its secret once, lists it without the secret', async () => {
    const { endpoint, secret } = await created(ana, {
      url: 'https://erp.example/box',
      events: ['pod.created', 'order.created', 'pod.created'],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    expect(endpoint).toMatchObject({
      url: 'https://erp.example/box',
      events: ['order.created', 'pod.created'],
    });

    const listed = await ana.get('/jade/api/integrations/webhooks');
    const text = await listed.text();
    expect(v.parse(WebhookEndpointsResponse, JSON.parse(text)).endpoints).toEqual([endpoint]);
    expect(text).not.toContain(secret);
    const other = v.parse(
      WebhookEndpointsResponse,
      await (await duda.get('/jade/api/integrations/webhooks')).json(),
    );
    expect(other.endpoints).toEqual([]);
  });

  it('takes HTTPS only (plain HTTP to this machine in demo mode) and no credentials in the URL', async () => {
    for (const url of [
      'http://erp.example/box',
      'https://user:senha@erp.example/box',
      'ftp://erp.example/',
    ]) {
      expect((await create(ana, { url, events: ['order.created'] })).status).toBeGreaterThanOrEqual(400);
    }
    const refused = await create(ana, { url: 'http://erp.example/box', events: ['order.created'] });
    await expectApiError(refused, 422, 'validation_error');
    for (const url of [
      'http://localhost:3000/demo/webhooks',
      'http://127.0.0.1:3000/demo/webhooks',
      'http://[::1]/x',
    ]) {
      expect((await create(ana, { url, events: ['order.created'] })).status).toBe(201);
    }
  });

  it('in production refuses plain HTTP and hosts on private or loopback networks (pt-BR 422)', async () => {
    const production = new Agent(server.appWith({ mode: 'production' }));
    expect((await production.login('ana@mercado.example', 'mercado-2026')).status).toBe(303);
    for (const url of [
      'http://localhost:3000/demo/webhooks',
      'https://127.0.0.1/hooks',
      'https://10.0.0.5/hooks',
      'https://192.168.1.10/hooks',
      'https://[::1]/hooks',
      'https://169.254.169.254/latest',
      'https://localhost/hooks',
    ]) {
      const response = await create(production, { url, events: ['order.created'] });
      const body = (await response.json()) as { message: string };
      expect(response.status, url).toBe(422);
      expect(body.message).toMatch(/https:\/\/|rede privada/);
    }
    expect((await server.db.select().from(webhookEndpoints)).length).toBe(0);
  });

  it("answers 404 for another customer's endpoint and delivery ids, 200 for one's own", async () => {
    const theirs = (await created(duda, { url: 'https://outra.example/h', events: ['order.created'] }))
      .endpoint;
    await server.db.insert(webhookDeliveries).values({
      messageId: 'msg_test',
      endpointId: theirs.id,
      customerId: 5100,
      eventType: 'order.created',
      payload: { type: 'order.created', timestamp: START.toISOString(), data: {} },
      createdAt: START,
      status: 'failed',
      attempts: 8,
      nextAttemptAt: START,
    });
    const [delivery] = await server.db.select().from(webhookDeliveries);
    await expectApiError(
      await ana.get(`/jade/api/integrations/webhooks/${theirs.id}/deliveries`),
      404,
      'not_found',
    );
    await expectApiError(
      await ana.post(`/jade/api/integrations/webhook-deliveries/${delivery!.id}/resend`),
      404,
      'not_found',
    );
    await expectApiError(
      await ana.request('DELETE', `/jade/api/integrations/webhooks/${theirs.id}`),
      404,
      'not_found',
    );
    expect((await server.db.select().from(webhookDeliveries))[0]!.status).toBe('failed');

    const log = await duda.get(`/jade/api/integrations/webhooks/${theirs.id}/deliveries`);
    expect(v.parse(WebhookDeliveriesResponse, await log.json()).deliveries).toMatchObject([
      { id: delivery!.id, status: 'failed', attempts: 8, nextAttemptAt: null },
    ]);
    const resent = await duda.post(`/jade/api/integrations/webhook-deliveries/${delivery!.id}/resend`);
    v.parse(OkResponse, await resent.json());
    expect((await server.db.select().from(webhookDeliveries))[0]).toMatchObject({
      status: 'pending',
      attempts: 8,
      nextAttemptAt: START,
    });
    expect((await duda.request('DELETE', `/jade/api/integrations/webhooks/${theirs.id}`)).status).toBe(200);
    expect(await server.db.select().from(webhookDeliveries)).toEqual([]);
  });
});

describe('with an API key', () => {
  async function keyWith(scopes: ApiScope[]) {
    const [user] = await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example'));
    const { secret } = await createApiKey(server.db, {
      customerId: 3154,
      userId: user!.id,
      createdByUserId: user!.id,
      name: 'ERP',
      scopes,
      now: START,
    });
    return { authorization: `Bearer ${secret}`, origin: null };
  }

  it("needs the webhooks:manage scope, acts on the key's own account and refuses another one", async () => {
    const reader = await keyWith(['orders:read']);
    await expectApiError(
      await server.agent().get('/jade/api/integrations/webhooks', { headers: reader }),
      403,
      'insufficient_scope',
    );
    const manager = await keyWith(['webhooks:manage']);
    await expectApiError(
      await server.agent().post('/jade/api/integrations/webhooks', {
        headers: manager,
        json: { url: 'https://erp.example/box', events: ['order.created'], customerId: 5100 },
      }),
      403,
      'forbidden',
    );
    const response = await server.agent().post('/jade/api/integrations/webhooks', {
      headers: manager,
      json: { url: 'https://erp.example/box', events: ['order.created'] },
    });
    expect(response.status).toBe(201);
    const rows = await server.db.select().from(webhookEndpoints);
    expect(rows.map((r) => r.customerId)).toEqual([3154]);
    await expectApiError(
      await server.agent().get('/jade/api/integrations/webhooks?customerId=5100', { headers: manager }),
      403,
      'forbidden',
    );
    const listed = await server.agent().get('/jade/api/integrations/webhooks', { headers: manager });
    expect(v.parse(WebhookEndpointsResponse, await listed.json()).endpoints.map((e) => e.url)).toEqual([
      'https://erp.example/box',
    ]);
  });
});

describe('events are emitted where they happen', () => {
  it('placing a spot through the API queues order.created', async () => {
    const { endpoint } = await created(ana, { url: 'https://erp.example/box', events: ALL_EVENTS });
    const warehouse = await firstWarehouseOf(ana);
    const { command } = await quotedCommand(
      ana,
      draft(warehouse, {
        merchandises: [merchandise('NF000901', PAULISTA), merchandise('NF000902', PRACA_DA_SE)],
      }),
      'ERP-77',
    );
    const response = await ana.post('/jade/api/spots', {
      json: command,
      headers: { 'Idempotency-Key': 'wh-1' },
    });
    expect(response.status).toBe(201);
    const { id } = v.parse(CreateSpotResponse, await response.json());
    const rows = await deliveriesOf(3154, 'order.created');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ endpointId: endpoint.id, status: 'pending' });
    expect(dataOf(rows[0]!)).toMatchObject({ orderId: id, status: 'CREATED', externalId: 'ERP-77' });
    expect(await deliveriesOf(5100, 'order.created')).toEqual([]);
  });

  it('a simulator step queues order.status_changed, stop.status_changed and pod.created for what it did', async () => {
    await created(ana, { url: 'https://erp.example/box', events: ALL_EVENTS });
    await created(duda, { url: 'https://outra.example/box', events: ALL_EVENTS });
    const events: SimulatorEvent[] = [];
    let now = START.getTime();
    let token = 0;
    for (
      let i = 0;
      i < 60 && !['status', 'stop', 'proof'].every((k) => events.some((e) => e.kind === k));
      i++
    ) {
      now += 10_000;
      const report = await step(server.db, {
        now: new Date(now),
        speed: 60,
        rng: createRng(i + 1),
        token: () => `webhook-test-token-${++token}-abcdef`,
        origin: 'https://portal.example',
        failureRate: 0,
      });
      events.push(...report.events);
    }
    const customerOf = async (orderId: number) =>
      (await server.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.customerId;
    const subscribed = new Set([3154, 5100]);
    const expected = { status: [] as unknown[], stop: [] as unknown[], proof: [] as unknown[] };
    for (const e of events) {
      if (e.kind === 'moved' || !subscribed.has(await customerOf(e.orderId))) continue;
      if (e.kind === 'status')
        expected.status.push({ orderId: e.orderId, status: e.status, previousStatus: e.previousStatus });
      if (e.kind === 'stop') {
        expected.stop.push({
          orderId: e.orderId,
          stopId: e.stopId,
          status: e.status,
          previousStatus: 'PENDING',
        });
      }
      if (e.kind === 'proof') expected.proof.push(e.podId);
    }
    expect(expected.status.length).toBeGreaterThan(0);
    expect(expected.stop.length).toBeGreaterThan(0);
    expect(expected.proof.length).toBeGreaterThan(0);

    const all = (type: string) =>
      server.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventType, type))
        .orderBy(asc(webhookDeliveries.id));
    expect((await all('order.status_changed')).map(dataOf)).toEqual(expected.status);
    expect((await all('stop.status_changed')).map(dataOf)).toEqual(expected.stop);
    const pods = (await all('pod.created')).map(dataOf);
    expect(pods.map((d) => d.proofId)).toEqual(expected.proof);
    expect(pods[0]!.url).toMatch(/^https:\/\/portal\.example\/comprovantes\/publico\/webhook-test-token-/);
    expect(pods[0]).toHaveProperty('stopId');
    expect(pods[0]).toHaveProperty('receiverName');
  });

  it('rating a delivered shipment queues rating.created', async () => {
    const { endpoint } = await created(ana, { url: 'https://erp.example/box', events: ['rating.created'] });
    const [shipment] = await server.db
      .select({
        id: shipments.id,
        hash: shipments.trackingHash,
        orderId: orders.id,
        driverId: orders.driverId,
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(stops, eq(stops.id, shipments.destinationStopId))
      .where(
        and(
          eq(orders.customerId, 3154),
          eq(orders.serviceType, 'DELIVERY'),
          inArray(orders.status, ['FINISHED']),
          eq(stops.status, 'FINISHED'),
          isNotNull(orders.driverId),
          sql`NOT EXISTS (SELECT 1 FROM ratings r WHERE r.shipment_id = ${shipments.id})`,
        ),
      )
      .orderBy(asc(shipments.id))
      .limit(1);
    const response = await server.agent().post(`/jade/api/shipments/by-hash/${shipment!.hash}/rating`, {
      json: { driverId: shipment!.driverId, rating: 5, comment: 'Ótimo.', extraQuestions: [] },
    });
    expect(response.status).toBe(200);
    const rows = await deliveriesOf(3154, 'rating.created');
    expect(rows.map((r) => r.endpointId)).toEqual([endpoint.id]);
    expect(dataOf(rows[0]!)).toMatchObject({
      orderId: shipment!.orderId,
      shipmentId: shipment!.id,
      rating: 5,
      comment: 'Ótimo.',
    });
  });
});

describe('demo mode webhook receiver', () => {
  it('receives a real delivery and lists it as signed by the endpoint registered at it', async () => {
    const { endpoint } = await created(ana, {
      url: 'http://localhost/demo/webhooks',
      events: ['order.status_changed'],
    });
    await server.db.insert(webhookDeliveries).values({
      messageId: 'msg_demo_receiver',
      endpointId: endpoint.id,
      customerId: 3154,
      eventType: 'order.status_changed',
      payload: { type: 'order.status_changed', timestamp: START.toISOString(), data: { orderId: 1 } },
      createdAt: START,
      nextAttemptAt: START,
    });
    // The worker sends to the app in-process; the receiver checks the signature with the endpoint's secret.
    const viaApp: typeof fetch = (input, init) => Promise.resolve(server.app.request(String(input), init));
    expect(await deliverDueWebhooks({ db: server.db, clock: () => new Date(), fetch: viaApp })).toBe(1);
    expect(receivedWebhooks()[0]).toMatchObject({ id: 'msg_demo_receiver', valid: true });
    expect((await server.db.select().from(webhookDeliveries))[0]!.status).toBe('delivered');

    const forged = await server.agent().post('/demo/webhooks', {
      body: '{"type":"order.status_changed"}',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_forged',
        'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
        'webhook-signature': new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).sign(
          'msg_forged',
          new Date(),
          '{"type":"order.status_changed"}',
        ),
        origin: null,
      },
    });
    expect(forged.status).toBe(200);
    const page = await server.agent().get('/demo/webhooks', { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('assinatura inválida');
    expect(html).toContain('assinatura válida');
    expect(html).toContain('msg_demo_receiver');
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('answers 404 outside demo mode', async () => {
    const production = new Agent(server.appWith({ mode: 'production' }));
    expect((await production.get('/demo/webhooks')).status).toBe(404);
    expect((await production.post('/demo/webhooks', { body: '{}', headers: { origin: null } })).status).toBe(
      404,
    );
  });
});
