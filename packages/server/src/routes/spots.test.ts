import { formatScheduledFor } from '@box/core/format';
import { buildNewSpotCommand, SCHEDULE_MESSAGES, scheduleTooSoonReason } from '@box/core/rules';
import {
  ApiErrorBody,
  CreateSpotResponse,
  type NewSpotCommandInput,
  OrdersStatusResponse,
  SpotsConfig,
  type Warehouse,
} from '@box/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  charges,
  customers,
  orders,
  orderTaxes,
  orderTrackingTokens,
  quotations,
  shipmentRecipients,
  shipments,
  stops,
} from '../db/schema/index';
import { NOT_OWN_WAREHOUSE } from '../domain/spot-warehouses';
import { isIdempotencyKeyTaken } from '../queries/spot-orders';
import { type Agent, startTestServer, TestClock, type TestServer } from '../test/harness';
import {
  draft,
  FINANCE_INFO_ON_FILE,
  firstWarehouseOf,
  merchandise,
  PAULISTA,
  PRACA_DA_SE,
  quotedCommand,
} from './spot-requests.test-support';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// A Tuesday, 10:00 in São Paulo: the operations team is at work, so NOW is allowed.
const START = new Date('2026-03-10T13:00:00.000Z');

let server: TestServer;
let ana: Agent;
let duda: Agent;
let anaWarehouse: Warehouse;
let dudaWarehouse: Warehouse;

const FINANCE_INFO = FINANCE_INFO_ON_FILE;
const NO_FINANCE_INFO = {
  financeName: null,
  financeEmail: null,
  financePhone: null,
  billingPostalCode: null,
};

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(START) });
  // Both shippers start with finance info on file, whatever the demo seed chose; one test takes duda's away.
  await server.db.update(customers).set(FINANCE_INFO).where(sql`${customers.id} IN (3154, 5100)`);
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  [anaWarehouse, dudaWarehouse] = await Promise.all([firstWarehouseOf(ana), firstWarehouseOf(duda)]);
}, 120_000);
afterAll(() => server?.close());

let keys = 0;
const newKey = () => `chave-teste-${++keys}-${START.getTime()}`;

const placeSpot = (agent: Agent, command: unknown, key: string | null = newKey()) =>
  agent.post('/jade/api/spots', { json: command, headers: key === null ? {} : { 'Idempotency-Key': key } });

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ApiErrorBody, await response.json());
  expect(body.code).toBe(code);
  return body;
}

const ordersWithKey = async (key: string) =>
  (await server.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).length;

describe('POST /jade/api/spots', () => {
  it('places the quoted order with its stops, shipments, charges and taxes; it shows in monitoring as CREATED', async () => {
    const recipients = [
      { email: 'Cliente@Loja.example', phone: null },
      { email: null, phone: '11912345678' },
    ];
    const spot = draft(anaWarehouse, {
      merchandises: [merchandise('NF000101', PAULISTA, recipients), merchandise('NF000102', PRACA_DA_SE)],
      vehicle: { type: 'VAN', bodyTypes: [], extras: ['CINTAS'] },
      driverAssistantsCount: 1,
      merchandisesTotalPrice: 5000,
      scheduledFor: formatScheduledFor(new Date(START.getTime() + 24 * HOUR)),
    });
    const { estimate, command } = await quotedCommand(ana, spot, 'PED-123');
    const response = await placeSpot(ana, command);
    expect(response.status).toBe(201);
    const { id } = v.parse(CreateSpotResponse, await response.json());

    const [order] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({
      customerId: 3154,
      status: 'CREATED',
      serviceType: 'DELIVERY',
      vehicleType: 'VAN',
      vehicleExtras: ['CINTAS'],
      driverAssistantsCount: 1,
      externalId: 'PED-123',
      warehouseId: anaWarehouse.id,
      quotationId: Number(estimate.quotationId),
      freightPrice: estimate.freightPrice,
      netPrice: estimate.netPrice,
      grossPrice: estimate.grossPrice,
      totalTaxes: estimate.totalTaxes,
      distanceKm: estimate.distanceInKm,
      totalWeightKg: 120,
      merchandisesTotalPrice: 5000,
      createdAt: START,
      scheduledFor: new Date(START.getTime() + 24 * HOUR),
    });
    expect(order!.geometry).toBeTruthy();

    const stopRows = await server.db
      .select()
      .from(stops)
      .where(eq(stops.orderId, id))
      .orderBy(stops.position);
    expect(stopRows.map((s) => [s.taskType, s.trackingCode, s.warehouseId])).toEqual([
      ['LOADING', null, anaWarehouse.id],
      ['DELIVERY', 'NF000101', null],
      ['DELIVERY', 'NF000102', null],
    ]);
    expect(stopRows[1]).toMatchObject({
      thoroughfare: 'Avenida Paulista',
      postalCode: '01310200',
      status: 'PENDING',
    });

    const shipmentRows = await server.db
      .select()
      .from(shipments)
      .where(eq(shipments.orderId, id))
      .orderBy(shipments.id);
    expect(shipmentRows.map((s) => [s.code, s.originStopId, s.destinationStopId])).toEqual([
      ['NF000101', stopRows[0]!.id, stopRows[1]!.id],
      ['NF000102', stopRows[0]!.id, stopRows[2]!.id],
    ]);
    for (const s of shipmentRows) expect(s.trackingHash).toMatch(/^[\w-]{43}$/);
    const recipientRows = await server.db
      .select({ email: shipmentRecipients.email, phone: shipmentRecipients.phone })
      .from(shipmentRecipients)
      .where(eq(shipmentRecipients.shipmentId, shipmentRows[0]!.id))
      .orderBy(shipmentRecipients.id);
    expect(recipientRows).toEqual([
      { email: 'cliente@loja.example', phone: null },
      { email: null, phone: '(11) 91234-5678' },
    ]);

    const chargeRows = await server.db.select().from(charges).where(eq(charges.orderId, id));
    expect(chargeRows.map((c) => [c.typeCode, c.price]).sort()).toEqual(
      [
        [103, estimate.driverAssistantsPrice],
        [110, estimate.adValoremPrice],
        [501, -estimate.discounts[0]!.value],
      ].sort(),
    );
    const taxRows = await server.db.select().from(orderTaxes).where(eq(orderTaxes.orderId, id));
    expect(Object.fromEntries(taxRows.map((t) => [t.taxType, t.value]))).toEqual(estimate.taxes);
    expect(
      await server.db.select().from(orderTrackingTokens).where(eq(orderTrackingTokens.orderId, id)),
    ).toHaveLength(1);
    const [customer] = await server.db.select().from(customers).where(eq(customers.id, 3154));
    expect(customer!.lastRequestAt).toEqual(START);

    const monitoring = await ana.get('/jade/api/orders/status?since=72%20hours%20ago');
    const row = v.parse(OrdersStatusResponse, await monitoring.json()).orders.find((o) => o.id === id);
    expect(row).toMatchObject({
      status: 'CREATED',
      externalId: 'PED-123',
      vehicleType: 'VAN',
      grossPrice: estimate.grossPrice,
      requester: 'Ana Beatriz Ramos (demonstração)',
      total_stops: 3,
      progress: 0,
      failed_services: 0,
      driver: null,
    });
  });

  it('places a pickup that unloads at the warehouse, and a delivery with a round trip', async () => {
    const pickup = await quotedCommand(ana, draft(anaWarehouse, { serviceType: 'PICKUP' }));
    const pickupId = v.parse(CreateSpotResponse, await (await placeSpot(ana, pickup.command)).json()).id;
    const pickupStops = await server.db
      .select()
      .from(stops)
      .where(eq(stops.orderId, pickupId))
      .orderBy(stops.position);
    expect(pickupStops.map((s) => [s.taskType, s.warehouseId])).toEqual([
      ['PICKUP', null],
      ['PICKUP', null],
      ['UNLOADING', anaWarehouse.id],
    ]);

    const roundTrip = {
      isRoundTrip: true,
      trackingCode: 'ROTA-CIRCULAR',
      address: {
        address: 'Avenida Paulista',
        cep: '01310-200',
        number: '2000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        complement: null,
      },
      latitude: -23.557,
      longitude: -46.662,
      opening_time: null,
      closing_time: null,
      delivery_instructions: null,
    };
    const delivery = await quotedCommand(ana, draft(anaWarehouse, { roundTrip }));
    const deliveryId = v.parse(CreateSpotResponse, await (await placeSpot(ana, delivery.command)).json()).id;
    const deliveryStops = await server.db
      .select()
      .from(stops)
      .where(eq(stops.orderId, deliveryId))
      .orderBy(stops.position);
    expect(deliveryStops.map((s) => [s.taskType, s.trackingCode])).toEqual([
      ['LOADING', null],
      ['DELIVERY', 'NF000101'],
      ['DELIVERY', 'NF000102'],
      ['RETURN', 'ROTA-CIRCULAR'],
    ]);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, deliveryId));
    expect(order!.isRoundTrip).toBe(true);
  });

  describe('idempotency', () => {
    it('answers a retry with the same key with the same order, placing one', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const key = newKey();
      const first = await placeSpot(ana, command, key);
      expect(first.status).toBe(201);
      const { id } = v.parse(CreateSpotResponse, await first.json());
      const again = await placeSpot(ana, command, key);
      expect(again.status).toBe(200);
      expect(v.parse(CreateSpotResponse, await again.json())).toEqual({ id });
      expect(await ordersWithKey(key)).toBe(1);
    });

    it('places one order when requests with one key arrive together', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const key = newKey();
      const answers = await Promise.all(Array.from({ length: 4 }, () => placeSpot(ana, command, key)));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
      const ids = await Promise.all(answers.map(async (r) => v.parse(CreateSpotResponse, await r.json()).id));
      expect(new Set(ids).size).toBe(1);
      expect(await ordersWithKey(key)).toBe(1);
    });

    it('places one order when requests with one key race on two different quotes', async () => {
      const spot = draft(anaWarehouse);
      const [a, b] = await Promise.all([quotedCommand(ana, spot), quotedCommand(ana, spot)]);
      const key = newKey();
      const answers = await Promise.all([placeSpot(ana, a.command, key), placeSpot(ana, b.command, key)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
      const ids = await Promise.all(answers.map(async (r) => v.parse(CreateSpotResponse, await r.json()).id));
      expect(ids[0]).toBe(ids[1]);
      expect(await ordersWithKey(key)).toBe(1);
    });

    it("recognises the database's refusal of a second order with a key", async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const key = newKey();
      const { id } = v.parse(CreateSpotResponse, await (await placeSpot(ana, command, key)).json());
      const [placed] = await server.db.select().from(orders).where(eq(orders.id, id));
      const { id: _, ...copy } = placed!;
      const error = await server.db
        .insert(orders)
        .values(copy)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(isIdempotencyKeyTaken(error)).toBe(true);
      expect(isIdempotencyKeyTaken(new Error('other'))).toBe(false);
    });

    it('keeps keys per customer, and refuses a malformed key', async () => {
      const key = newKey();
      const mine = await quotedCommand(ana, draft(anaWarehouse));
      const theirs = await quotedCommand(duda, draft(dudaWarehouse));
      const [a, b] = [await placeSpot(ana, mine.command, key), await placeSpot(duda, theirs.command, key)];
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(((await a.json()) as { id: number }).id).not.toBe(((await b.json()) as { id: number }).id);
      await expectError(await placeSpot(ana, mine.command, 'com espaço'), 400, 'validation_error');
    });
  });

  describe('the quote', () => {
    const noLongerValid = async (response: Response, minutes = 15) => {
      const body = await expectError(response, 422, 'EstimateNoLongerValid');
      expect(body.details).toEqual({ maxTimespanBetweenSpotEstimateAndRequestInMinutes: minutes });
      expect(body.message).toBe(
        `Nossa cotação é válida por apenas ${minutes} minuto(s). Por favor refaça sua cotação para atualizar.`,
      );
    };

    it('expires after the validity minutes', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      server.clock.advance(15 * MINUTE);
      await noLongerValid(await placeSpot(ana, command));
    });

    it('is good until it expires', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      server.clock.advance(14 * MINUTE);
      expect((await placeSpot(ana, command)).status).toBe(201);
    });

    it("cannot be another customer's quotation, an unknown one, or one already used", async () => {
      const theirs = await quotedCommand(duda, draft(dudaWarehouse));
      const mine = await quotedCommand(ana, draft(anaWarehouse));
      const stolen = {
        ...mine.command,
        quote: { ...mine.command.quote, quotationId: theirs.estimate.quotationId },
      };
      await noLongerValid(await placeSpot(ana, stolen));
      await noLongerValid(
        await placeSpot(ana, { ...mine.command, quote: { ...mine.command.quote, quotationId: '999999' } }),
      );
      await noLongerValid(
        await placeSpot(ana, { ...mine.command, quote: { ...mine.command.quote, quotationId: 'abc' } }),
      );

      expect((await placeSpot(ana, mine.command)).status).toBe(201);
      await noLongerValid(await placeSpot(ana, mine.command));
    });

    it('must carry the price it quoted, for the order it quoted', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const cheaper = { ...command, quote: { ...command.quote, price: '1.00' } };
      await noLongerValid(await placeSpot(ana, cheaper));
      const otherVehicle: NewSpotCommandInput = {
        ...command,
        vehicle: { ...command.vehicle, type: 'PASSEIO' },
      };
      await noLongerValid(await placeSpot(ana, otherVehicle));
      const farther = structuredClone(command);
      farther.transportations[0]!.destination.geolocation = { latitude: -22.9, longitude: -47.06 };
      farther.transportations[0]!.shipments[0]!.destinationPlaceId =
        farther.transportations[0]!.destination.id;
      await noLongerValid(await placeSpot(ana, farther));
      // The untouched command still places the order.
      expect((await placeSpot(ana, command)).status).toBe(201);
    });
  });

  describe('refusals', () => {
    it("refuses another customer's warehouse", async () => {
      const { estimate, command } = await quotedCommand(ana, draft(anaWarehouse));
      const foreign = buildNewSpotCommand(draft(dudaWarehouse), { estimate, externalId: null });
      const body = await expectError(await placeSpot(ana, foreign), 422, 'validationFailed');
      expect(body.reasons).toEqual([{ field: 'loadingPlace', message: NOT_OWN_WAREHOUSE }]);

      // Its coordinates under a made-up place id are no better.
      const disguised = structuredClone(command);
      disguised.loadingPlace = { ...foreign.loadingPlace!, id: 'meu-armazem' };
      for (const t of disguised.transportations) {
        t.origin = disguised.loadingPlace;
        for (const shipment of t.shipments) shipment.originPlaceId = 'meu-armazem';
      }
      await expectError(await placeSpot(ana, disguised), 422, 'validationFailed');
      // The same order from its own warehouse goes through.
      expect((await placeSpot(ana, command)).status).toBe(201);
    });

    it('refuses a blocked customer and an inactive one with BlockedCustomer', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      for (const email of ['bia@lojabloqueada.example', 'caio@lojainativa.example'] as const) {
        const agent = await server.loginAs(email);
        await expectError(await placeSpot(agent, command), 403, 'BlockedCustomer');
      }
    });

    it('asks for the finance info first, then the same request places the order', async () => {
      await server.db.update(customers).set(NO_FINANCE_INFO).where(eq(customers.id, 5100));
      const { command } = await quotedCommand(duda, draft(dudaWarehouse));
      const key = newKey();
      const missing = await expectError(await placeSpot(duda, command, key), 400, 'MissingFinancialInfo');
      expect(missing.message).toBe('Preencha os dados financeiros da empresa para concluir a solicitação.');
      expect(await ordersWithKey(key)).toBe(0);

      await server.db.update(customers).set(FINANCE_INFO).where(eq(customers.id, 5100));
      expect((await placeSpot(duda, command, key)).status).toBe(201);
    });

    it('refuses a schedule sooner than the minimum advance', async () => {
      const soon = formatScheduledFor(new Date(server.clock.now().getTime() + 30 * MINUTE));
      const { command } = await quotedCommand(ana, draft(anaWarehouse, { scheduledFor: soon }));
      const body = await expectError(await placeSpot(ana, command), 422, 'validationFailed');
      expect(body.reasons).toEqual([{ field: 'scheduledFor', message: scheduleTooSoonReason() }]);
    });

    it('refuses a vehicle choice the vehicle does not allow', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const truck = {
        ...command,
        vehicle: { type: 'TRUCK', bodyTypes: [], extras: [] },
        totalWeightInKilograms: null,
      };
      const body = await expectError(await placeSpot(ana, truck), 422, 'validationFailed');
      expect(body.reasons?.map((r) => r.field)).toEqual(['vehicle.bodyTypes', 'totalWeightInKilograms']);
    });

    it('refuses malformed, incomplete and huge bodies', async () => {
      const { command } = await quotedCommand(ana, draft(anaWarehouse));
      const notJson = await ana.post('/jade/api/spots', {
        body: '[',
        headers: { 'content-type': 'application/json' },
      });
      await expectError(notJson, 400, 'bad_request');
      const body = await expectError(
        await placeSpot(ana, { ...command, transportations: [] }),
        400,
        'validation_error',
      );
      expect(body.reasons).toEqual([{ field: 'transportations', message: 'Nenhuma mercadoria.' }]);
      const huge = { ...command, notes: 'x'.repeat(1_100_000) };
      await expectError(await placeSpot(ana, huge), 413, 'payload_too_large');
      const [count] = await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(eq(orders.customerId, 3154), eq(orders.quotationId, Number(command.quote.quotationId))));
      expect(count!.n).toBe(0);
    });

    it('marks a used quotation as expired', async () => {
      const { estimate, command } = await quotedCommand(ana, draft(anaWarehouse));
      expect((await placeSpot(ana, command)).status).toBe(201);
      const [row] = await server.db
        .select()
        .from(quotations)
        .where(eq(quotations.id, Number(estimate.quotationId)));
      expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(server.clock.now().getTime());
    });
  });

  // Last: it moves the clock past the other sessions' idle timeout.
  it("refuses NOW outside the team's hours, as /spots/config says", async () => {
    const now = server.clock.now();
    const tonight = new Date('2026-03-11T02:00:00.000Z'); // 23:00 in São Paulo
    server.clock.advance(tonight.getTime() - now.getTime());
    const agent = await server.loginAs('ana@mercado.example');
    const config = v.parse(SpotsConfig, await (await agent.get('/jade/api/spots/config')).json());
    expect(config.immediate_booking_available).toBe(false);
    const { command } = await quotedCommand(agent, draft(anaWarehouse));
    const body = await expectError(await placeSpot(agent, command), 422, 'validationFailed');
    expect(body.reasons).toEqual([
      { field: 'scheduledFor', message: SCHEDULE_MESSAGES.immediateUnavailable },
    ]);
  });
});
