import { BillingOrder, Order, OrderDriver, OrderTracking } from '@box/core/schemas';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../db/rows';
import { keyMismatches } from '../test/exact-keys';
import { startTestServer, type TestServer } from '../test/harness';
import { billingDetailsJson } from './billing-statement';
import { orderTrackingJson } from './order-tracking';
import {
  customerOrdersJson,
  monitoringOrdersJson,
  ORDER_COLUMNS,
  ORDER_DRIVER_COLUMNS,
} from './orders-status';

// PostgreSQL prints these answers itself (they are the hot calls), so core's schema and the SQL's keys are
// two texts: these tests hold them together, keys included (valibot's objects would drop an extra key).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("monitoring's Order", () => {
  it("lists the schema's keys, in its order", () => {
    expect(Object.keys(ORDER_COLUMNS)).toEqual(Object.keys(Order.entries));
    expect(Object.keys(ORDER_DRIVER_COLUMNS)).toEqual(Object.keys(OrderDriver.entries));
  });

  it('answers exactly the schema, driver included', async () => {
    const orders: unknown = JSON.parse(await monitoringOrdersJson(server.db, 3154, new Date(0)));
    const parsed = v.parse(v.array(Order), orders);
    expect(parsed.some((order) => order.driver !== null)).toBe(true);
    expect(parsed.some((order) => order.driver === null)).toBe(true);
    expect(keyMismatches(v.array(Order), orders)).toEqual([]);
  });

  it("carries the order's SEFAZ digest from its own column, on the monitoring and the live answers", async () => {
    const [order] = await queryRows(
      server.db,
      sql`SELECT id FROM orders WHERE customer_id = 3154 ORDER BY created_at DESC, id LIMIT 1`,
      v.object({ id: v.number() }),
    );
    const sefazOf = async (json: Promise<string>) =>
      v.parse(v.array(Order), JSON.parse(await json)).find((o) => o.id === order!.id)?.sefaz;
    await server.db.execute(sql`UPDATE orders SET sefaz_status = 'registered' WHERE id = ${order!.id}`);
    expect(await sefazOf(monitoringOrdersJson(server.db, 3154, new Date(0)))).toBe('registered');
    expect(await sefazOf(customerOrdersJson(server.db, 3154, [order!.id]))).toBe('registered');
    await server.db.execute(sql`UPDATE orders SET sefaz_status = NULL WHERE id = ${order!.id}`);
    expect(await sefazOf(customerOrdersJson(server.db, 3154, [order!.id]))).toBeNull();
  });
});

describe("tracking's OrderTracking", () => {
  const someOrders = async () =>
    queryRows(
      server.db,
      sql`SELECT o.id FROM orders o WHERE o.customer_id = 3154 ORDER BY o.status, o.id`,
      v.object({ id: v.number() }),
    );

  it.each([
    ['signed in', true],
    ['public', false],
  ])('answers exactly the schema (%s)', async (_, personal) => {
    const ids = (await someOrders()).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const orderId of ids) {
      const json = await orderTrackingJson(
        server.db,
        { by: 'id', orderId, customerId: 'any' },
        { origin: 'https://box.example', personal },
      );
      const answer: unknown = JSON.parse(json ?? 'null');
      v.parse(OrderTracking, answer);
      expect(keyMismatches(OrderTracking, answer)).toEqual([]);
    }
  });
});

describe("the statement's BillingOrder", () => {
  it('answers exactly the schema', async () => {
    const period = { from: '2000-01-01', to: '2100-12-31' };
    const rows: unknown = JSON.parse(await billingDetailsJson(server.db, 3154, period));
    expect(v.parse(v.array(BillingOrder), rows).length).toBeGreaterThan(0);
    expect(keyMismatches(v.array(BillingOrder), rows)).toEqual([]);
  });
});

describe('keyMismatches', () => {
  it('names extra and missing keys at any depth', () => {
    const Shape = v.object({
      a: v.number(),
      b: v.nullable(v.object({ c: v.array(v.object({ d: v.string() })) })),
    });
    expect(keyMismatches(Shape, { a: 1, b: { c: [{ d: 'x' }] } })).toEqual([]);
    expect(keyMismatches(Shape, { a: 1, b: null })).toEqual([]);
    expect(keyMismatches(Shape, { a: 1, z: 2, b: { c: [{ d: 'x', e: 1 }] } })).toEqual([
      '$.z: not in the schema',
      '$.b.c[0].e: not in the schema',
    ]);
    expect(keyMismatches(Shape, { b: { c: [{}] } })).toEqual(['$.a: missing', '$.b.c[0].d: missing']);
  });
});
