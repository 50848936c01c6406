import { buildAccessKey } from '@box/core/rules';
import { and, asc, eq, inArray, isNull, ne, notInArray } from 'drizzle-orm';
import pg from 'pg';
import {
  customers,
  drivers,
  mailOutbox,
  orders,
  podPictures,
  proofsOfDelivery,
  sefazEvents,
  shipments,
  stops,
  timelineEvents,
  users,
} from '../db/schema/index';
import { createRng } from '../seed/prng';
import { startTestServer, type TestServer } from '../test/harness';
import { SIMULATOR_LOCK, tick } from './runner';
import type { StepOptions } from './settings';
import { step } from './step';

const ORIGIN = 'http://portal.example';
let server: TestServer;
let now: Date;
let counter = 0;
let main: number;
let failing: number;

const options = (overrides: Partial<StepOptions> = {}): StepOptions => ({
  now,
  speed: 60,
  rng: createRng(7),
  token: () => `simulated-token-${++counter}-abcdefgh`,
  origin: ORIGIN,
  failureRate: 0,
  ...overrides,
});
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const orderRow = async (id: number) => (await server.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stopsOf = async (id: number) =>
  server.db.select().from(stops).where(eq(stops.orderId, id)).orderBy(asc(stops.position));
const orderTimeline = async (id: number) =>
  Object.fromEntries(
    (
      await server.db
        .select()
        .from(timelineEvents)
        .where(and(eq(timelineEvents.orderId, id), isNull(timelineEvents.shipmentId)))
    ).map((r) => [r.step, r.status]),
  );

/** Ticks every 10 s (simulated 10 min at speed 60) until the order is finished. */
async function runUntilFinished(id: number, overrides: Partial<StepOptions> = {}) {
  for (let i = 0; i < 100; i++) {
    if ((await orderRow(id)).status === 'FINISHED') return;
    advance(10_000);
    await step(server.db, options(overrides));
  }
  throw new Error(`order ${id} did not finish`);
}

beforeAll(async () => {
  server = await startTestServer();
  now = server.clock.now();
  // Two immediate CREATED orders of customer 3154; every other open order is set aside so the dice only roll
  // for these two, and the second waits (scheduled far ahead) until its turn.
  const created = await server.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'CREATED'), eq(orders.customerId, 3154), isNull(orders.scheduledFor)))
    .orderBy(asc(orders.id));
  [main, failing] = [created[0]!.id, created[1]!.id];
  await server.db
    .update(orders)
    .set({ status: 'CANCELED', canceledAt: now })
    .where(
      and(
        inArray(orders.status, ['CREATED', 'ALLOCATED', 'IN_PROGRESS']),
        notInArray(orders.id, [main, failing]),
      ),
    );
  await server.db
    .update(orders)
    .set({ scheduledFor: new Date(now.getTime() + 30 * 24 * 3600_000) })
    .where(eq(orders.id, failing));
  // Like an order placed by POST /spots: no timeline rows yet.
  await server.db.delete(timelineEvents).where(inArray(timelineEvents.orderId, [main, failing]));
  // Preferences: Ana wants proof successes but no status changes; her first colleague the other way round.
  const [ana] = await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example'));
  await server.db
    .update(users)
    .set({ reportSpotStatusUpdate: false, reportPodSuccess: true, reportPodFailure: false })
    .where(eq(users.id, ana!.id));
  await server.db
    .update(users)
    .set({ reportSpotStatusUpdate: true, reportPodSuccess: false, reportPodFailure: true })
    .where(and(eq(users.customerId, 3154), ne(users.id, ana!.id)));
  await server.db.delete(mailOutbox);
  // Every shipment of the main order carries an NF-e of the shipper (issue 20: its proofs go to SEFAZ).
  const [shipper] = await server.db
    .select({ cnpj: customers.cnpj })
    .from(customers)
    .where(eq(customers.id, 3154));
  const mainShipments = await server.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.orderId, main));
  for (const [i, shipment] of mainShipments.entries()) {
    await server.db
      .update(shipments)
      .set({ accessKey: buildAccessKey({ cnpj: shipper!.cnpj!, model: '55', number: 900_000 + i }) })
      .where(eq(shipments.id, shipment.id));
  }
});
afterAll(() => server.close());

describe('simulator step', () => {
  it('allocates a due order: a free driver of its vehicle type, timeline created, driver placed, ETA', async () => {
    const report = await step(server.db, options());
    expect(report.events).toContainEqual({
      kind: 'status',
      orderId: main,
      customerId: 3154,
      status: 'ALLOCATED',
      previousStatus: 'CREATED',
    });
    const order = await orderRow(main);
    expect(order).toMatchObject({ status: 'ALLOCATED', allocatedAt: now, statusUpdatedAt: now });
    const [driver] = await server.db.select().from(drivers).where(eq(drivers.id, order.driverId!));
    expect(driver!.vehicleType).toBe(order.vehicleType);
    expect(driver!.lastLatitude).not.toBeNull();
    expect(driver!.locationUpdatedAt).toEqual(now);
    expect(await orderTimeline(main)).toEqual({
      ALLOCATED: 'DONE',
      ON_THE_WAY: 'DOING',
      LOADED: 'NOT_DONE',
      IN_PROGRESS: 'NOT_DONE',
      FINISHED: 'NOT_DONE',
    });
    const shipmentSteps = await server.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.orderId, main), eq(timelineEvents.step, 'PICKUP')));
    expect(shipmentSteps.length).toBeGreaterThan(0);
    expect(shipmentSteps.every((s) => s.status === 'DOING' && s.shipmentId !== null)).toBe(true);
    const [first] = await stopsOf(main);
    expect(first!.estimatedArrivalAt!.getTime()).toBeGreaterThan(now.getTime());
    // The far-scheduled order waits.
    expect((await orderRow(failing)).status).toBe('CREATED');
  });

  it('moves the driver toward the next stop and updates its ETA', async () => {
    const order = await orderRow(main);
    const [before] = await server.db.select().from(drivers).where(eq(drivers.id, order.driverId!));
    advance(1_000);
    await step(server.db, options());
    const [after] = await server.db.select().from(drivers).where(eq(drivers.id, order.driverId!));
    expect([after!.lastLatitude, after!.lastLongitude]).not.toEqual([
      before!.lastLatitude,
      before!.lastLongitude,
    ]);
    expect(after!.locationUpdatedAt).toEqual(now);
    const [first] = await stopsOf(main);
    expect(first!.estimatedArrivalAt!.getTime()).toBeGreaterThanOrEqual(now.getTime());
    // The tracking page reads what the tick wrote.
    const ana = await server.loginAs('ana@mercado.example');
    const tracking = (await (await ana.get(`/jade/api/orders/${main}/tracking`)).json()) as Record<
      string,
      unknown
    >;
    expect(tracking.eta).toEqual({
      estimatedArrival: first!.estimatedArrivalAt!.toISOString(),
      nextStopId: String(first!.id),
    });
    expect(tracking.driverLocation).toEqual({
      latitude: after!.lastLatitude,
      longitude: after!.lastLongitude,
    });
  });

  it('finishes stops with proofs and pictures, then the order, and e-mails by preference', async () => {
    await runUntilFinished(main);
    const order = await orderRow(main);
    expect(order).toMatchObject({ status: 'FINISHED' });
    expect(order.finishedAt).not.toBeNull();
    expect(order.startedAt).not.toBeNull();
    expect(order.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const done = await stopsOf(main);
    expect(done.every((s) => s.status === 'FINISHED' && s.finishedAt && s.arrivedAt)).toBe(true);
    const customerStops = done.filter((s) => s.taskType === 'DELIVERY' || s.taskType === 'PICKUP');
    const proofs = await server.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.orderId, main));
    expect(proofs).toHaveLength(customerStops.length);
    for (const proof of proofs) {
      expect(proof.statusType).not.toBe('failure');
      expect(proof.recipientSignature).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(proof.recipientName).toBeTruthy();
      const stop = done.find((s) => s.id === proof.stopId)!;
      expect(Math.abs(proof.latSignature! - stop.latitude)).toBeLessThan(0.001);
      const pictures = await server.db.select().from(podPictures).where(eq(podPictures.podId, proof.id));
      expect(pictures.length).toBeGreaterThanOrEqual(1);
      expect(pictures.length).toBeLessThanOrEqual(4);
    }
    expect(Object.values(await orderTimeline(main))).toEqual(['DONE', 'DONE', 'DONE', 'DONE', 'DONE']);
    const shipmentRows = await server.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.orderId, main), eq(timelineEvents.step, 'DELIVERY')));
    expect(shipmentRows.every((r) => r.status === 'DONE' && r.finishedAt)).toBe(true);

    const mails = await server.db.select().from(mailOutbox);
    const statusMails = mails.filter((m) => m.template === 'spot-status-update');
    const successMails = mails.filter((m) => m.template === 'pod-success');
    expect(statusMails.length).toBeGreaterThan(0);
    expect(statusMails.some((m) => m.to.includes('ana@mercado.example'))).toBe(false);
    // ALLOCATED, IN_PROGRESS (unless there is a single stop) and FINISHED, once per colleague.
    const subjects = new Set(statusMails.map((m) => m.subject));
    expect(subjects).toContain(`Pedido #${main}: Alocada`);
    expect(subjects).toContain(`Pedido #${main}: Finalizada`);
    expect(statusMails[0]!.bodyText).toContain(`${ORIGIN}/pedidos/acompanhe/${main}`);
    expect(successMails.every((m) => m.to.length === 1 && m.to[0] === 'ana@mercado.example')).toBe(true);
    expect(successMails).toHaveLength(proofs.filter((p) => p.statusType !== 'failure').length);
    expect(successMails[0]!.bodyText).toContain(`${ORIGIN}/comprovantes/`);
  });

  it("queues each delivered proof's SEFAZ event with the proof (the demo shipper registers automatically)", async () => {
    const proofs = await server.db.select().from(proofsOfDelivery).where(eq(proofsOfDelivery.orderId, main));
    const events = await server.db.select().from(sefazEvents).where(eq(sefazEvents.orderId, main));
    const delivered = await server.db
      .select({ podId: proofsOfDelivery.id, key: shipments.accessKey })
      .from(proofsOfDelivery)
      .innerJoin(shipments, eq(shipments.destinationStopId, proofsOfDelivery.stopId))
      .where(eq(proofsOfDelivery.orderId, main));
    expect(delivered.length).toBeGreaterThan(0);
    expect(proofs.length).toBeGreaterThanOrEqual(delivered.length);
    expect(events.map((e) => [e.podId, e.kind, e.accessKey, e.sequence, e.status]).sort()).toEqual(
      delivered.map((d) => [d.podId, 'nfe-delivery', d.key, 1, 'pending']).sort(),
    );
    expect((await orderRow(main)).sefazStatus).toBe('pending');
  });
  it('fails a stop with a failure proof (and e-mails those who want failures)', async () => {
    await server.db.update(orders).set({ scheduledFor: null }).where(eq(orders.id, failing));
    await server.db.delete(mailOutbox);
    await runUntilFinished(failing, { failureRate: 1 });
    const done = await stopsOf(failing);
    const customerStops = done.filter((s) => s.taskType === 'DELIVERY' || s.taskType === 'PICKUP');
    expect(customerStops.every((s) => s.status === 'FAILED')).toBe(true);
    const proofs = await server.db
      .select()
      .from(proofsOfDelivery)
      .where(eq(proofsOfDelivery.orderId, failing));
    expect(proofs.length).toBe(customerStops.length);
    expect(proofs.every((p) => p.statusType === 'failure' && p.status === 'FAILED')).toBe(true);
    expect(proofs.every((p) => p.recipientSignature === null)).toBe(true);
    const failureMails = (await server.db.select().from(mailOutbox)).filter(
      (m) => m.template === 'pod-failure',
    );
    expect(failureMails.length).toBeGreaterThan(0);
    expect(failureMails.some((m) => m.to.includes('ana@mercado.example'))).toBe(false);
  });

  it('runs a tick only where it holds the cluster-wide lock', async (ctx) => {
    advance(10_000);
    expect(await tick(server.db, { now, speed: 60, origin: ORIGIN, rng: createRng(1) })).not.toBe('busy');
    // Skipped on PGlite: it is one in-process connection, so no second replica can hold the lock there; the
    // PostgreSQL run of this suite (server-postgres) covers it.
    if (server.driver !== 'postgres') ctx.skip();
    // Another replica in the middle of its tick holds the lock: this one does nothing.
    const other = new pg.Client({ connectionString: server.config.databaseUrl! });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [SIMULATOR_LOCK]);
      expect(await tick(server.db, { now, speed: 60, origin: ORIGIN, rng: createRng(1) })).toBe('busy');
      await other.query('COMMIT');
      expect(await tick(server.db, { now, speed: 60, origin: ORIGIN, rng: createRng(1) })).not.toBe('busy');
    } finally {
      await other.end();
    }
  });
});
