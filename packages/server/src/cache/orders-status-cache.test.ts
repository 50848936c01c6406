import { type Order, OrdersStatusResponse, type Warehouse } from '@box/core/schemas';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { customers, users } from '../db/schema/index';
import { liveServiceFor } from '../live/service';
import {
  draft,
  FINANCE_INFO_ON_FILE,
  firstWarehouseOf,
  quotedCommand,
} from '../routes/spot-requests.test-support';
import { type Agent, startTestServer, TestClock, type TestServer } from '../test/harness';
import { customerChangesOf } from './customer-changes';

// GET /orders/status keeps each customer's answer until that customer's orders change (issue 19). These run on
// PGlite and, in the server-postgres project, on PostgreSQL, whose notifications come on another connection.

let server: TestServer;
let ana: Agent;
let duda: Agent;
let anaWarehouse: Warehouse;
const ANA = 3154;
const DUDA = 5100;

beforeAll(async () => {
  // Within the service's hours, so the spot below is accepted whenever the test runs.
  server = await startTestServer({ clock: new TestClock(new Date('2026-03-10T13:00:00.000Z')) });
  await server.db.update(customers).set(FINANCE_INFO_ON_FILE).where(eq(customers.id, ANA));
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  anaWarehouse = await firstWarehouseOf(ana);
}, 120_000);
afterAll(() => server?.close());

async function listed(agent: Agent): Promise<Order[]> {
  const response = await agent.get('/jade/api/orders/status?since=72%20hours%20ago');
  expect(response.status).toBe(200);
  return v.parse(OrdersStatusResponse, await response.json()).orders;
}

/**
 * The customer changes of the test database, once they are trusted (the first GET starts the LISTEN) and every
 * change an earlier test made has been heard: a change of ana's made now comes after them all (notifications
 * arrive in commit order), so once it is heard none can land in the middle of this test and rebuild her answer.
 */
async function changesHeard() {
  await listed(ana);
  const service = liveServiceFor(server.db, server.config.databaseUrl);
  await service.start();
  const changes = customerChangesOf(service);
  await vi.waitFor(() => expect(changes.stamp(ANA)).not.toBeNull());
  const stamp = changes.stamp(ANA);
  await touchAnOrderOf(ANA);
  await vi.waitFor(() => expect(changes.stamp(ANA)).not.toBe(stamp));
  return changes;
}

/** A write no trigger announces: what a kept answer shows until its customer's orders change. */
const renameAna = (name: string) =>
  server.db.update(users).set({ name }).where(eq(users.email, 'ana@mercado.example'));

/** As the simulator or another server process writes: straight to the database, announced by its trigger. */
const touchAnOrderOf = (customerId: number) =>
  server.db.execute(
    sql`UPDATE orders SET status_updated_at = status_updated_at
        WHERE id = (SELECT min(id) FROM orders WHERE customer_id = ${customerId})`,
  );

describe('GET /orders/status answers kept per customer', () => {
  it("shows the user's own new order on the very next read, though the answer before it was kept", async () => {
    await changesHeard();
    const before = await listed(ana);
    expect(await listed(ana)).toEqual(before);
    const { command } = await quotedCommand(ana, draft(anaWarehouse));
    const placed = await ana.post('/jade/api/spots', {
      json: command,
      headers: { 'Idempotency-Key': 'cache-1' },
    });
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const after = await listed(ana);
    expect(after.map((o) => o.id)).toContain(id);
    expect(after).toHaveLength(before.length + 1);
  });

  it("keeps a customer's answer through other customers' changes and forgets it on a change of its own", async () => {
    const changes = await changesHeard();
    const before = await listed(ana);
    await renameAna('Ana Renomeada');
    try {
      // Not announced: the kept answer still shows the old name (this is what keeping means).
      expect(await listed(ana)).toEqual(before);
      // Another shipper's order changes: ana's answer is still kept.
      const dudaStamp = changes.stamp(DUDA);
      await touchAnOrderOf(DUDA);
      await vi.waitFor(() => expect(changes.stamp(DUDA)).not.toBe(dudaStamp));
      expect(await listed(ana)).toEqual(before);
      expect((await listed(duda)).length).toBeGreaterThan(0);
      // One of ana's orders changes: her next answer is built afresh, with the new name.
      await touchAnOrderOf(ANA);
      await vi.waitFor(async () =>
        expect((await listed(ana)).some((o) => o.requester === 'Ana Renomeada')).toBe(true),
      );
    } finally {
      await renameAna('Ana Beatriz Ramos (demonstração)');
    }
  });

  it('keeps nothing while the LISTEN is down, and trusts again once it is back', async () => {
    const changes = await changesHeard();
    changes.lost();
    expect(changes.stamp(ANA)).toBeNull();
    const before = await listed(ana);
    await renameAna('Ana Sem Aviso');
    try {
      expect((await listed(ana)).some((o) => o.requester === 'Ana Sem Aviso')).toBe(true);
      changes.resynced();
      expect(changes.stamp(ANA)).not.toBeNull();
    } finally {
      await renameAna('Ana Beatriz Ramos (demonstração)');
    }
    expect(before.length).toBeGreaterThan(0);
  });
});
