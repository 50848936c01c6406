import { OrderTracking } from '@box/core/schemas';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  drivers,
  orders,
  orderTrackingTokens,
  proofsOfDelivery,
  shipmentRecipients,
  shipments,
  stops,
  timelineEvents,
} from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let admin: Agent;

/** An order of customer 3154 under way, with a driver, a public token and a shared shipment. */
let live: { id: number; driverId: number; token: string };

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
    server.loginAs('admin@box.example'),
  ]);
  const [row] = await server.db
    .select({ id: orders.id, driverId: orders.driverId, token: orderTrackingTokens.token })
    .from(orders)
    .innerJoin(orderTrackingTokens, eq(orderTrackingTokens.orderId, orders.id))
    .where(
      and(
        eq(orders.customerId, 3154),
        eq(orders.status, 'IN_PROGRESS'),
        isNotNull(orders.driverId),
        sql`EXISTS (SELECT 1 FROM shipments sh JOIN shipment_recipients r ON r.shipment_id = sh.id
          WHERE sh.order_id = ${orders.id})`,
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  if (!row?.driverId) throw new Error('the demo data has no shared order under way for 3154');
  live = { id: row.id, driverId: row.driverId, token: row.token };
}, 120_000);
afterAll(() => server?.close());

async function tracking(response: Response): Promise<OrderTracking> {
  expect(response.status).toBe(200);
  return v.parse(OrderTracking, await response.json());
}

const driverRow = async (id: number) =>
  (await server.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;

describe('GET /jade/api/orders/{id}/tracking', () => {
  it("answers the customer's own order with stops, sharing, timeline, ETA and the driver's personal data", async () => {
    const answer = await tracking(await ana.get(`/jade/api/orders/${live.id}/tracking`));
    expect(answer.orderId).toBe(live.id);
    expect(answer.status).toBe('IN_PROGRESS');
    expect(answer.publicToken).toBe(live.token);

    const stopRows = await server.db
      .select()
      .from(stops)
      .where(eq(stops.orderId, live.id))
      .orderBy(asc(stops.position));
    expect(answer.stops.map((s) => s.id)).toEqual(stopRows.map((s) => String(s.id)));
    expect(answer.stops.map((s) => s.index)).toEqual(stopRows.map((s) => s.position));
    expect(answer.stops[0]!.location).toEqual({
      latitude: stopRows[0]!.latitude,
      longitude: stopRows[0]!.longitude,
    });

    // Each shipment is shared on the stop where it meets its recipient (a delivery's destination).
    const shipmentRows = await server.db.select().from(shipments).where(eq(shipments.orderId, live.id));
    const shared = answer.stops.filter((s) => s.sharing);
    expect(shared.length).toBeGreaterThan(0);
    for (const stop of shared) {
      const shipment = shipmentRows.find((sh) => String(sh.id) === stop.sharing!.shipmentId)!;
      expect([shipment.destinationStopId, shipment.originStopId].map(String)).toContain(stop.id);
      expect(stop.sharing!.token).toBe(shipment.trackingHash);
      expect(stop.sharing!.anonymousURL).toBe(`${ORIGIN}/rr/${shipment.trackingHash}`);
      const recipients = await server.db
        .select({ email: shipmentRecipients.email, phone: shipmentRecipients.phone })
        .from(shipmentRecipients)
        .where(eq(shipmentRecipients.shipmentId, shipment.id))
        .orderBy(asc(shipmentRecipients.id));
      expect(stop.sharing!.recipients).toEqual(recipients);
    }
    expect(shared.some((s) => s.sharing!.recipients.length > 0)).toBe(true);

    const nextPending = stopRows.find((s) => s.status === 'PENDING')!;
    expect(answer.eta).toEqual({
      estimatedArrival: nextPending.estimatedArrivalAt!.toISOString(),
      nextStopId: String(nextPending.id),
    });

    const driver = await driverRow(live.driverId);
    expect(answer.driverLocation).toEqual({ latitude: driver.lastLatitude, longitude: driver.lastLongitude });
    expect(answer.driverLocationAt, 'when the driver was there').toBe(
      driver.locationUpdatedAt!.toISOString(),
    );
    expect(answer.orderDetails.driver).toEqual({
      id: driver.id,
      firstName: driver.firstName,
      lastName: driver.lastName,
      vehiclePlate: driver.vehiclePlate,
      phoneNumber: driver.phone,
      cpf: driver.cpf,
      cnh: driver.cnh,
      documentNumber: driver.documentNumber,
    });
    expect(answer.orderDetails.riskManagement).not.toBeNull();

    expect(answer.timeline.map((t) => t.step)).toEqual([
      'ALLOCATED',
      'ON_THE_WAY',
      'LOADED',
      'IN_PROGRESS',
      'FINISHED',
    ]);
    const events = await server.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.orderId, live.id), isNull(timelineEvents.shipmentId)));
    for (const item of answer.timeline) {
      const event = events.find((e) => e.step === item.step)!;
      expect(item.status).toBe(event.status);
      if (event.status === 'NOT_DONE') expect(item.time).toBeNull();
      if (event.status === 'DONE')
        expect(item.time).toBe((event.finishedAt ?? event.startedAt)!.toISOString());
    }
  });

  it("lists each done stop's proofs with the signed-in id and the public link", async () => {
    // An older order: no timeline rows, so its steps come from its status and times.
    const [finished] = await server.db
      .select({ id: orders.id, finishedAt: orders.finishedAt })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, 3154),
          eq(orders.status, 'FINISHED'),
          sql`NOT EXISTS (SELECT 1 FROM timeline_events e WHERE e.order_id = ${orders.id})`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1);
    const answer = await tracking(await ana.get(`/jade/api/orders/${finished!.id}/tracking`));
    const proofs = await server.db
      .select()
      .from(proofsOfDelivery)
      .where(eq(proofsOfDelivery.orderId, finished!.id));
    expect(proofs.length).toBeGreaterThan(0);
    for (const proof of proofs) {
      const stop = answer.stops.find((s) => s.id === String(proof.stopId))!;
      expect(stop.pods).toContainEqual({
        id: String(proof.id),
        status: proof.status,
        link: `/comprovantes/publico/${proof.publicToken}`,
      });
    }
    // A finished order no longer follows its driver.
    expect(answer.eta).toBeNull();
    expect(answer.driverLocation).toBeNull();
    expect(answer.driverLocationAt).toBeNull();
    expect(answer.timeline.map((t) => t.status)).toEqual(['DONE', 'DONE', 'DONE', 'DONE', 'DONE']);
    expect(answer.timeline.at(-1)!.time).toBe(finished!.finishedAt!.toISOString());
  });

  it("shares a pickup's shipments on the stop where they are picked up, not at the warehouse", async () => {
    const [pickup] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.customerId, 3154),
          eq(orders.serviceType, 'PICKUP'),
          sql`EXISTS (SELECT 1 FROM shipments sh WHERE sh.order_id = ${orders.id})`,
        ),
      )
      .orderBy(asc(orders.id))
      .limit(1);
    const answer = await tracking(await ana.get(`/jade/api/orders/${pickup!.id}/tracking`));
    const shipmentRows = await server.db.select().from(shipments).where(eq(shipments.orderId, pickup!.id));
    for (const stop of answer.stops) {
      if (stop.taskType === 'UNLOADING') expect(stop.sharing).toBeNull();
      if (stop.taskType === 'PICKUP') {
        const first = shipmentRows
          .filter((sh) => String(sh.originStopId) === stop.id)
          .sort((a, b) => a.id - b.id)[0];
        expect(stop.sharing?.shipmentId).toBe(String(first!.id));
      }
    }
  });

  it('shows when a canceled order was canceled, and a new order with every step still to do', async () => {
    const [canceled] = await server.db
      .select({ id: orders.id, canceledAt: orders.canceledAt })
      .from(orders)
      .where(and(eq(orders.customerId, 3154), eq(orders.status, 'CANCELED')))
      .orderBy(asc(orders.id))
      .limit(1);
    const answer = await tracking(await ana.get(`/jade/api/orders/${canceled!.id}/tracking`));
    expect(answer.status).toBe('CANCELED');
    expect(answer.canceledAt).toBe(canceled!.canceledAt!.toISOString());
    expect(answer.eta).toBeNull();
    expect(answer.driverLocation).toBeNull();

    const [created] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, 3154), eq(orders.status, 'CREATED')))
      .orderBy(asc(orders.id))
      .limit(1);
    await server.db.delete(timelineEvents).where(eq(timelineEvents.orderId, created!.id));
    const fresh = await tracking(await ana.get(`/jade/api/orders/${created!.id}/tracking`));
    expect(fresh.timeline).toEqual(
      ['ALLOCATED', 'ON_THE_WAY', 'LOADED', 'IN_PROGRESS', 'FINISHED'].map((step) => ({
        step,
        time: null,
        status: 'NOT_DONE',
      })),
    );
    expect(fresh.orderDetails.driver).toBeNull();
  });

  it("answers 404 for another customer's order, as for one that does not exist", async () => {
    const other = await expectApiError(
      await duda.get(`/jade/api/orders/${live.id}/tracking`),
      404,
      'not_found',
    );
    const missing = await expectApiError(
      await duda.get('/jade/api/orders/999999/tracking'),
      404,
      'not_found',
    );
    expect(other).toEqual(missing);
  });

  it('lets the super admin read any order', async () => {
    const answer = await tracking(await admin.get(`/jade/api/orders/${live.id}/tracking`));
    expect(answer.orderId).toBe(live.id);
    expect(answer.orderDetails.driver?.cpf).toBe((await driverRow(live.driverId)).cpf);
  });

  it('refuses an id that is not a number (400) and an anonymous caller (401)', async () => {
    await expectApiError(await ana.get('/jade/api/orders/abc/tracking'), 400, 'validation_error');
    await expectApiError(await ana.get('/jade/api/orders/1e3/tracking'), 400, 'validation_error');
    await expectApiError(await server.agent().get(`/jade/api/orders/${live.id}/tracking`), 401);
  });

  it('mints one public token for an order without one, the same for concurrent first views', async () => {
    const [order] = await server.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, 3154), eq(orders.status, 'ALLOCATED')))
      .orderBy(asc(orders.id))
      .limit(1);
    await server.db.delete(orderTrackingTokens).where(eq(orderTrackingTokens.orderId, order!.id));

    const [first, second] = await Promise.all([
      ana.get(`/jade/api/orders/${order!.id}/tracking`).then(tracking),
      ana.get(`/jade/api/orders/${order!.id}/tracking`).then(tracking),
    ]);
    expect(first.publicToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.publicToken).toBe(first.publicToken);
    const stored = await server.db
      .select({ token: orderTrackingTokens.token })
      .from(orderTrackingTokens)
      .where(eq(orderTrackingTokens.orderId, order!.id));
    expect(stored).toEqual([{ token: first.publicToken }]);

    const publicAnswer = await tracking(
      await server.agent().get(`/jade/api/orders/public/${first.publicToken}/tracking`),
    );
    expect(publicAnswer.orderId).toBe(order!.id);
  });
});

describe('GET /jade/api/orders/public/{token}/tracking', () => {
  it('answers the order by its token without personal data, recipients or the token itself', async () => {
    const response = await server.agent().get(`/jade/api/orders/public/${live.token}/tracking`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    const answer = await tracking(response);
    expect(answer.orderId).toBe(live.id);
    expect(answer.publicToken).toBeNull();

    const driver = await driverRow(live.driverId);
    expect(answer.orderDetails.driver).toMatchObject({
      id: driver.id,
      firstName: driver.firstName,
      vehiclePlate: driver.vehiclePlate,
    });
    const { phoneNumber, cpf, cnh, documentNumber } = answer.orderDetails.driver!;
    expect([phoneNumber ?? null, cpf ?? null, cnh ?? null, documentNumber ?? null]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    for (const secret of [driver.cpf, driver.cnh, driver.phone, driver.documentNumber]) {
      expect(text).not.toContain(secret!);
    }
    expect(answer.orderDetails.riskManagement).toBeNull();
    // No stop is shared: a shipment's hash is its recipient's own link (it opens /rr/ and rates the delivery).
    expect(answer.stops.length).toBeGreaterThan(0);
    expect(answer.stops.every((s) => s.sharing === null)).toBe(true);
    const hashes = await server.db
      .select({ hash: shipments.trackingHash })
      .from(shipments)
      .where(eq(shipments.orderId, live.id));
    expect(hashes.length).toBeGreaterThan(0);
    for (const { hash } of hashes) expect(text).not.toContain(hash);
    expect(text).not.toContain('/rr/');
    const emails = await server.db
      .select({ email: shipmentRecipients.email })
      .from(shipmentRecipients)
      .innerJoin(shipments, eq(shipments.id, shipmentRecipients.shipmentId))
      .where(eq(shipments.orderId, live.id));
    for (const { email } of emails) if (email) expect(text).not.toContain(email);
    // Still the live view: where the driver is and when the next stop is due.
    expect(answer.driverLocation).not.toBeNull();
    expect(answer.eta).not.toBeNull();
  });

  it('answers 404 with a JSON error for a guessed, a malformed or a revoked token', async () => {
    const anonymous = server.agent();
    await expectApiError(
      await anonymous.get(`/jade/api/orders/public/${'A'.repeat(43)}/tracking`),
      404,
      'not_found',
    );
    await expectApiError(await anonymous.get('/jade/api/orders/public/x/tracking'), 404, 'not_found');

    const [revoked] = await server.db
      .select({ token: orderTrackingTokens.token, orderId: orderTrackingTokens.orderId })
      .from(orderTrackingTokens)
      .innerJoin(orders, eq(orders.id, orderTrackingTokens.orderId))
      .where(and(eq(orders.customerId, 5100), inArray(orders.status, ['CREATED', 'CANCELED'])))
      .limit(1);
    await tracking(await anonymous.get(`/jade/api/orders/public/${revoked!.token}/tracking`));
    await server.db
      .update(orderTrackingTokens)
      .set({ revokedAt: new Date() })
      .where(eq(orderTrackingTokens.token, revoked!.token));
    await expectApiError(
      await anonymous.get(`/jade/api/orders/public/${revoked!.token}/tracking`),
      404,
      'not_found',
    );
  });
});
