import { Order, OrdersStatusResponse, OrderTracking, ShipmentTracking } from '@box/core/schemas';
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { drivers, orders, orderTrackingTokens } from '../db/schema/index';
import { createRng } from '../seed/prng';
import { tick } from '../simulator/runner';
import { BearerAgent, createKey } from '../test/bearer-agent';
import { keyMismatches } from '../test/exact-keys';
import { expectApiError } from '../test/expect-api';
import { type Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';
import { unratedDeliveredShipment } from '../test/unrated-shipment';
import { liveServiceFor } from './service';
import { type OpenStream, readStream } from './stream.test-support';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let anonymous: Agent;
const open: OpenStream[] = [];

const ANA_CUSTOMER = 3154;
let dudaCustomer: number;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  anonymous = server.agent();
  const [row] = await server.db
    .select({ customerId: orders.customerId })
    .from(orders)
    .where(ne(orders.customerId, ANA_CUSTOMER))
    .innerJoin(sql`users u`, sql`u.id = ${orders.requesterId} AND u.email = 'duda@outraloja.example'`)
    .limit(1);
  if (!row) throw new Error("the demo data has no order of duda's customer");
  dudaCustomer = row.customerId;
}, 120_000);
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await liveServiceFor(server.db, server.config.databaseUrl).stop();
  await server?.close();
});

async function stream(agent: Agent, path: string): Promise<OpenStream> {
  const response = await agent.get(path, { headers: { accept: 'text/event-stream' } });
  expect(response.status).toBe(200);
  const opened = readStream(response);
  open.push(opened);
  await opened.next('ready');
  return opened;
}

const counts = () => liveServiceFor(server.db, server.config.databaseUrl).hub.counts();

async function orderOf(customerId: number, extra = sql`true`) {
  const [row] = await server.db
    .select({ id: orders.id, driverId: orders.driverId })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), extra))
    .orderBy(asc(orders.id))
    .limit(1);
  if (!row) throw new Error(`no order of customer ${customerId} in the demo data`);
  return row;
}

/** A write that changes what monitoring shows of the order (its status2 label). */
const touch = (orderId: number, label: string) =>
  server.db.update(orders).set({ status2: label }).where(eq(orders.id, orderId));

async function underWayWithToken() {
  const [row] = await server.db
    .select({ id: orders.id, driverId: orders.driverId, token: orderTrackingTokens.token })
    .from(orders)
    .innerJoin(orderTrackingTokens, eq(orderTrackingTokens.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, ANA_CUSTOMER),
        eq(orders.status, 'IN_PROGRESS'),
        isNotNull(orders.driverId),
        sql`${orderTrackingTokens.revokedAt} IS NULL`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!row?.driverId) throw new Error('the demo data has no order under way with a public token');
  return { id: row.id, driverId: row.driverId, token: row.token };
}

const moveDriver = (driverId: number, latitude: number) =>
  server.db
    .update(drivers)
    .set({ lastLatitude: latitude, lastLongitude: -46.63, locationUpdatedAt: new Date() })
    .where(eq(drivers.id, driverId));

describe('before streaming: the GET twins’ errors, as JSON', () => {
  it('refuses the signed-in streams without a session (401) and others’ orders (404)', async () => {
    await expectApiError(await anonymous.get('/jade/api/orders/status/live'), 401);
    await expectApiError(await anonymous.get('/jade/api/orders/100001/tracking/live'), 401);
    const others = await orderOf(dudaCustomer);
    await expectApiError(await ana.get(`/jade/api/orders/${others.id}/tracking/live`), 404, 'not_found');
    await expectApiError(await ana.get('/jade/api/orders/abc/tracking/live'), 400);
    expect(counts().subscribers).toBe(0);
  });

  it('answers 403 to an API key without orders:read, like GET /orders/status', async () => {
    const { secret } = await createKey(ana, ['orders:create']);
    const key = new BearerAgent(server.app, secret);
    expect((await key.get('/jade/api/orders/status?since=72 hours ago')).status).toBe(403);
    await expectApiError(await key.get('/jade/api/orders/status/live'), 403, 'insufficient_scope');
  });

  it('answers 404 to an unknown or revoked public token and an unknown shipment hash', async () => {
    const unknown = 'A'.repeat(32);
    await expectApiError(await anonymous.get(`/jade/api/orders/public/${unknown}/tracking/live`), 404);
    await expectApiError(await anonymous.get(`/jade/api/shipments/by-hash/${unknown}/tracking/live`), 404);
    const [revoked] = await server.db
      .select({ token: orderTrackingTokens.token })
      .from(orderTrackingTokens)
      .where(isNotNull(orderTrackingTokens.revokedAt))
      .limit(1);
    if (revoked) {
      await expectApiError(
        await anonymous.get(`/jade/api/orders/public/${revoked.token}/tracking/live`),
        404,
      );
    }
    expect(counts().subscribers).toBe(0);
  });
});

describe('GET /jade/api/orders/status/live', () => {
  it('streams uncompressed, uncached SSE that starts with retry and ready', async () => {
    const response = await ana.get('/jade/api/orders/status/live', {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('retry: 3000\nevent: ready\ndata: {}\n\n');
    await reader.cancel();
  });

  it("carries the caller's customer's changed orders only, each as GET /orders/status answers it", async () => {
    const own = await orderOf(ANA_CUSTOMER);
    const others = await orderOf(dudaCustomer);
    const anaStream = await stream(ana, '/jade/api/orders/status/live');
    const dudaStream = await stream(duda, '/jade/api/orders/status/live');

    // A notification naming ana's customer with another customer's order (a forged or mistaken payload)
    // must not make her stream carry it: the rows are read for her customer only.
    await server.db.execute(
      sql`SELECT pg_notify('box_changes', json_build_object('customerId', ${ANA_CUSTOMER}::int, 'orderId', ${others.id}::int)::text)`,
    );
    await touch(others.id, 'Aguardando coleta');
    await touch(own.id, 'Em rota');

    const anaRaw: { orders: unknown[] } = JSON.parse((await anaStream.next('orders')).data);
    expect(keyMismatches(Order, anaRaw.orders[0])).toEqual([]);
    const anaEvent = v.parse(OrdersStatusResponse, anaRaw);
    const dudaEvent = v.parse(OrdersStatusResponse, JSON.parse((await dudaStream.next('orders')).data));
    expect(anaEvent.orders.map((o) => o.id)).toEqual([own.id]);
    expect(dudaEvent.orders.map((o) => o.id)).toEqual([others.id]);
    expect(anaEvent.orders[0]!.status2).toBe('Em rota');

    const all = v.parse(
      OrdersStatusResponse,
      await (await ana.get('/jade/api/orders/status?since=72 hours ago')).json(),
    );
    const inGet = all.orders.find((o) => o.id === own.id);
    if (inGet) expect(anaEvent.orders[0]).toEqual(inGet);
    const carried = anaStream.received.filter((e) => e.event === 'orders');
    for (const event of carried) {
      const ids = v.parse(OrdersStatusResponse, JSON.parse(event.data)).orders.map((o) => o.id);
      expect(ids).not.toContain(others.id);
    }
  });

  it('what the simulator’s tick changes reaches the monitoring stream of the order’s customer', async () => {
    const anaStream = await stream(ana, '/jade/api/orders/status/live');
    const { id } = await underWayWithToken();
    const later = new Date(server.clock.now().getTime() + 90_000);
    const report = await tick(server.db, { now: later, speed: 60, origin: ORIGIN, rng: createRng(3) });
    expect(report).not.toBe('busy');
    const event = v.parse(OrdersStatusResponse, JSON.parse((await anaStream.next('orders')).data));
    expect(event.orders.every((o) => typeof o.id === 'number')).toBe(true);
    expect(event.orders.length).toBeGreaterThan(0);
    // The simulator moved ana's order under way: its row is among the ones announced (now or in a later event).
    const seen = async () =>
      anaStream.received
        .filter((e) => e.event === 'orders')
        .flatMap((e) => v.parse(OrdersStatusResponse, JSON.parse(e.data)).orders.map((o) => o.id));
    if (!(await seen()).includes(id)) await anaStream.next('orders');
    expect(await seen()).toContain(id);
  });
});

describe('tracking streams', () => {
  it('the public stream sends exactly the public GET’s answer when the driver moves', async () => {
    const order = await underWayWithToken();
    const path = `/jade/api/orders/public/${order.token}/tracking`;
    const tracking = await stream(anonymous, `${path}/live`);
    await moveDriver(order.driverId, -23.5501);
    const event = await tracking.next('tracking');
    const pushed: unknown = JSON.parse(event.data);
    const answer: unknown = await (await anonymous.get(path)).json();
    expect(pushed).toEqual(answer);
    expect(keyMismatches(OrderTracking, pushed)).toEqual([]);
    const parsed = v.parse(OrderTracking, pushed);
    expect(parsed.driverLocation?.latitude).toBe(-23.5501);
    // The public answer: no personal data, no sharing of shipments, no token.
    expect(parsed.publicToken).toBeNull();
    expect(parsed.stops.every((s) => !s.sharing)).toBe(true);
  });

  it('the public stream carries CORS * without credentials', async () => {
    const order = await underWayWithToken();
    const response = await anonymous.get(`/jade/api/orders/public/${order.token}/tracking/live`, {
      headers: { origin: 'https://loja.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    open.push(readStream(response));
  });

  it('the signed-in stream sends the signed-in GET’s answer, with its personal fields', async () => {
    const order = await underWayWithToken();
    const path = `/jade/api/orders/${order.id}/tracking`;
    const tracking = await stream(ana, `${path}/live`);
    await moveDriver(order.driverId, -23.5502);
    const pushed: unknown = JSON.parse((await tracking.next('tracking')).data);
    expect(pushed).toEqual(await (await ana.get(path)).json());
    expect(v.parse(OrderTracking, pushed).publicToken).toBe(order.token);
  });

  it('a rating posted through the API reaches the shipment’s stream', async () => {
    const shipment = await unratedDeliveredShipment(server.db);
    const path = `/jade/api/shipments/by-hash/${shipment.hash}/tracking`;
    const tracking = await stream(anonymous, `${path}/live`);
    const rated = await anonymous.post(`/jade/api/shipments/by-hash/${shipment.hash}/rating`, {
      json: { driverId: shipment.driverId, rating: 5, comment: 'Chegou rápido.', extraQuestions: [] },
    });
    expect(rated.status).toBe(200);
    let pushed = v.parse(ShipmentTracking, JSON.parse((await tracking.next('tracking')).data));
    // The rating and its answers are two writes: the stream may say so in two events.
    if (!pushed.rating)
      pushed = v.parse(ShipmentTracking, JSON.parse((await tracking.next('tracking')).data));
    expect(pushed.rating).toMatchObject({ rating: 5, comment: 'Chegou rápido.' });
    expect(pushed).toEqual(await (await anonymous.get(path)).json());
  });

  it('ends a public stream (bye) when its token is revoked', async () => {
    const order = await underWayWithToken();
    const tracking = await stream(anonymous, `/jade/api/orders/public/${order.token}/tracking/live`);
    await server.db
      .update(orderTrackingTokens)
      .set({ revokedAt: new Date() })
      .where(eq(orderTrackingTokens.token, order.token));
    await tracking.next('bye');
    await tracking.ended;
    await server.db
      .update(orderTrackingTokens)
      .set({ revokedAt: null })
      .where(eq(orderTrackingTokens.token, order.token));
  });
});

describe('subscribers', () => {
  it('share one channel per answer and leave nothing behind when they disconnect', async () => {
    const order = await underWayWithToken();
    const before = counts();
    const streams = await Promise.all(
      Array.from({ length: 20 }, () =>
        stream(anonymous, `/jade/api/orders/public/${order.token}/tracking/live`),
      ),
    );
    expect(counts()).toEqual({ subscribers: before.subscribers + 20, channels: before.channels + 1 });
    await moveDriver(order.driverId, -23.5503);
    const events = await Promise.all(streams.map((s) => s.next('tracking')));
    expect(new Set(events.map((e) => e.data)).size).toBe(1);
    await Promise.all(open.splice(0).map((s) => s.close()));
    expect(counts()).toEqual({ subscribers: 0, channels: 0 });
  });
});
