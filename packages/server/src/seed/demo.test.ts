import { OrdersStatusResponse } from '@box/core/schemas';
import { count, eq, max, min } from 'drizzle-orm';
import * as v from 'valibot';
import { prepareData } from '../bootstrap';
import { orders, sessions, stops, users } from '../db/schema/index';
import { startTestServer, type TestServer } from '../test/harness';
import { seedBulkOrders } from './bulk';
import { DEMO_SHIFT_AFTER_MS } from './demo';

const HOUR = 60 * 60 * 1000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
}, 120_000);
afterAll(() => server?.close());

const countOf = async (table: typeof orders | typeof users | typeof stops) =>
  (await server.db.select({ n: count() }).from(table))[0]!.n;

const windowOf = async (email: 'ana@mercado.example' | 'duda@outraloja.example') => {
  const agent = await server.loginAs(email);
  const response = await agent.get('/jade/api/orders/status?since=72%20hours%20ago');
  return v.parse(OrdersStatusResponse, await response.json()).orders;
};

// One database for the whole file, so these steps run in order.
describe('start-up data', () => {
  it('runs on the backend its test project names', () => {
    expect(server.driver).toBe(process.env.BOX_TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite');
  });

  it('creates nothing in production mode', async () => {
    expect(await prepareData(server.db, { mode: 'production' }, server.clock.now())).toBe('production');
    expect(await countOf(users)).toBe(0);
    expect(await countOf(orders)).toBe(0);
  });

  it('seeds the demo once, then leaves fresh data alone', async () => {
    const config = { mode: 'demo' as const, testOnlyScryptLogN: server.config.testOnlyScryptLogN };
    expect(await prepareData(server.db, config, server.clock.now())).toBe('seeded');
    const seeded = await countOf(orders);
    expect(seeded).toBeGreaterThan(200);
    server.clock.advance(DEMO_SHIFT_AFTER_MS - HOUR);
    expect(await prepareData(server.db, config, server.clock.now())).toBe('current');
    expect(await countOf(orders)).toBe(seeded);
  });

  it('shifts demo timestamps forward when the data is older than 12 h, keeping the window full', async () => {
    const config = { mode: 'demo' as const, testOnlyScryptLogN: server.config.testOnlyScryptLogN };
    server.clock.advance(60 * HOUR);
    const staleWindow = await windowOf('ana@mercado.example');
    const [before] = await server.db.select({ latest: max(orders.createdAt) }).from(orders);
    const [session] = await server.db.select({ createdAt: min(sessions.createdAt) }).from(sessions);

    expect(await prepareData(server.db, config, server.clock.now())).toBe('shifted');

    const [after] = await server.db.select({ latest: max(orders.createdAt) }).from(orders);
    // Shifted by everything since seeding: the 11 h that passed earlier plus the 60 h now.
    expect(after!.latest!.getTime() - before!.latest!.getTime()).toBe(71 * HOUR);
    const [sessionAfter] = await server.db.select({ createdAt: min(sessions.createdAt) }).from(sessions);
    expect(sessionAfter!.createdAt!.getTime()).toBe(session!.createdAt!.getTime());

    const freshWindow = await windowOf('ana@mercado.example');
    expect(freshWindow.length).toBeGreaterThan(staleWindow.length);
    expect(freshWindow.length).toBeGreaterThanOrEqual(38);
    const [shiftedOrder] = await server.db
      .select({ finishedAt: orders.finishedAt, invoiceDate: orders.invoiceDate })
      .from(orders)
      .where(eq(orders.status, 'FINISHED'))
      .limit(1);
    const saoPauloDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
      shiftedOrder!.finishedAt!,
    );
    expect(shiftedOrder!.invoiceDate).toBe(saoPauloDay);
  });

  it('bulk-loads closed orders with stops for the benchmark, past the demo ids', async () => {
    const before = await countOf(orders);
    const stopsBefore = await countOf(stops);
    const anaWindow = (await windowOf('ana@mercado.example')).length;
    const dudaWindow = (await windowOf('duda@outraloja.example')).map((o) => o.id);

    const range = await seedBulkOrders(server.db, 3154, 3650, { now: server.clock.now() });

    expect(range).not.toBeNull();
    expect(range!.lastId - range!.firstId + 1).toBe(3650);
    expect(await countOf(orders)).toBe(before + 3650);
    expect(await countOf(stops)).toBe(stopsBefore + 7300);
    // 3650 orders over 365 days: about 30 in the last 72 h, all closed, all for 3154 only.
    const window = await windowOf('ana@mercado.example');
    expect(window.length - anaWindow).toBeGreaterThanOrEqual(28);
    expect(window.length - anaWindow).toBeLessThanOrEqual(32);
    expect((await windowOf('duda@outraloja.example')).map((o) => o.id)).toEqual(dudaWindow);
    const bulk = window.filter((o) => o.id >= range!.firstId);
    expect(new Set(bulk.map((o) => o.status))).toEqual(new Set(['FINISHED', 'CANCELED']));
    expect(bulk.every((o) => o.total_stops === 2)).toBe(true);
  });

  it('refuses a customer without users and ignores a non-positive count', async () => {
    await expect(seedBulkOrders(server.db, 999_999, 10)).rejects.toThrow(/no user/);
    expect(await seedBulkOrders(server.db, 3154, 0)).toBeNull();
  });
});
