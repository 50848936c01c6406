import { formatScheduledFor } from '@box/core/format';
import { buildBatchSpot, groupSuperBatchLines, readSuperBatchSheet } from '@box/core/rules';
import {
  ApiErrorBody,
  type BatchSpotInput,
  CreateSpotResponse,
  type FilledShipment,
  FillMissingDataResponse,
  OrdersStatusResponse,
} from '@box/core/schemas';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { vi } from 'vitest';
import { orders, quotations, shipments, stops, users, warehouses } from '../db/schema/index';
import { NOT_OWN_WAREHOUSE } from '../domain/spot-warehouses';
import { IDEMPOTENCY_KEY_REQUIRED } from '../http/idempotency-key';
import { type Agent, startTestServer, TestClock, type TestServer } from '../test/harness';

// pnpm test runs the API suites without isolation: this file may come after another that loaded the real
// module, so its mock starts from a fresh module registry.
vi.hoisted(() => vi.resetModules());

// A failure in the middle of writing an order: the tracking hash of its first shipment, after the order and
// its stops are written, throws once when armed.
const faults = vi.hoisted(() => ({ failInsideOrder: false }));
vi.mock('../security/tokens', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../security/tokens')>();
  return {
    ...actual,
    randomToken: (...args: Parameters<typeof actual.randomToken>) => {
      if (faults.failInsideOrder && new Error().stack?.includes('insertSpotOrder')) {
        faults.failInsideOrder = false;
        throw new Error('falha simulada no meio do pedido');
      }
      return actual.randomToken(...args);
    },
  };
});

const HOUR = 60 * 60_000;
// A Tuesday, 10:00 in São Paulo.
const START = new Date('2026-03-10T13:00:00.000Z');
const TOMORROW = formatScheduledFor(new Date(START.getTime() + 24 * HOUR));
const BOX_WAREHOUSE = 'Base Box Leopoldina (demonstração)';
const MBP_WAREHOUSE = 'CD Barra Funda (demonstração)';

let server: TestServer;
let admin: Agent;
let ana: Agent;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(START) });
  [admin, ana] = await Promise.all([
    server.loginAs('admin@box.example'),
    server.loginAs('ana@mercado.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

interface Row {
  code: string;
  cep?: string;
  number?: string;
  obs?: string;
  customer?: string;
  user?: string;
  vehicle?: string;
  schedule?: string;
  external: string;
  weight?: string;
  warehouse?: string;
  distance?: string;
  value?: string;
}

let sheets = 0;
/** A sheet row (SPEC §3 columns); codes get a per-sheet suffix so that groups of different tests never meet. */
const sheetRow = (r: Row) =>
  [
    `${r.code}-${sheets}`,
    r.cep ?? '01310-100',
    r.number ?? '1000',
    r.obs ?? '',
    r.customer ?? '0',
    r.user ?? 'admin@box.example',
    r.vehicle ?? 'FIORINO',
    r.schedule ?? TOMORROW,
    '0',
    `${r.external}-${sheets}`,
    r.weight ?? '10',
    r.warehouse ?? BOX_WAREHOUSE,
    r.distance ?? '',
    r.value ?? '',
  ].join('\t');

/** The batch bodies of a sheet, as the wizard makes them: its rows read, filled by the server, grouped. */
async function batchBodies(rows: Row[]): Promise<BatchSpotInput[]> {
  sheets += 1;
  const lines = readSuperBatchSheet(rows.map(sheetRow).join('\r\n'));
  expect(lines.flatMap((l) => l.problems)).toEqual([]);
  const response = await admin.post('/jade/api/spots/batch/shipments/fill-missing-data', {
    json: { shipments: lines.map((l) => ({ code: l.code, postalCode: l.postalCode, number: l.number })) },
  });
  expect(response.status).toBe(200);
  const filled = new Map<string, FilledShipment>(
    v.parse(FillMissingDataResponse, await response.json()).shipments.map((s) => [s.code, s]),
  );
  return groupSuperBatchLines(lines).map((group) => buildBatchSpot(group, (code) => filled.get(code), START));
}

let keys = 0;
const newKey = () => `lote-teste-${++keys}`;
const sendBatch = (agent: Agent, body: unknown, key: string | null = newKey()) =>
  agent.post('/jade/api/spots/batch', { json: body, headers: key ? { 'Idempotency-Key': key } : {} });

async function createdId(response: Response, status = 201): Promise<number> {
  expect(response.status).toBe(status);
  return v.parse(CreateSpotResponse, await response.json()).id;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ApiErrorBody, await response.json());
  expect(body.code).toBe(code);
  return body;
}

const ordersWithExternalId = async (externalId: string | null) =>
  externalId === null ? [] : server.db.select().from(orders).where(eq(orders.externalId, externalId));

const countOf = async (table: typeof quotations | typeof orders | typeof stops) =>
  Number((await server.db.select({ n: sql<number>`count(*)` }).from(table))[0]?.n ?? 0);

describe('POST /jade/api/spots/batch', () => {
  it('places one order of the group with the batch defaults, priced by the server from the named warehouse', async () => {
    const [body] = await batchBodies([
      { code: 'A', external: 'LOTE-A', number: '1000', obs: 'Portaria', weight: '2,5', value: '100,00' },
      { code: 'B', external: 'LOTE-A', number: '1000', obs: 'Bloco B', weight: '3' },
      { code: 'C', external: 'LOTE-A', cep: '01001-000', number: '50', weight: '1', distance: '42' },
    ]);
    const id = await createdId(await sendBatch(admin, body));

    const [order] = await server.db.select().from(orders).where(eq(orders.id, id));
    const [warehouse] = await server.db.select().from(warehouses).where(eq(warehouses.name, BOX_WAREHOUSE));
    const [requester] = await server.db.select().from(users).where(eq(users.email, 'admin@box.example'));
    expect(order).toMatchObject({
      customerId: 0,
      requesterId: requester?.id,
      warehouseId: warehouse?.id,
      externalId: body?.externalId,
      status: 'CREATED',
      serviceType: 'DELIVERY',
      vehicleType: 'FIORINO',
      notes: 'Solicitado em lote',
      isRoundTrip: false,
      // 2,5 + 3 + 1 kg, in whole kilograms
      totalWeightKg: 7,
      merchandisesTotalPrice: 100,
      // the distance the sheet declared is the one billed
      distanceKm: 42,
      scheduledFor: new Date(START.getTime() + 24 * HOUR),
      createdAt: START,
    });
    expect(order?.grossPrice).toBeGreaterThan(order?.netPrice ?? Number.POSITIVE_INFINITY);
    const [quotation] = await server.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, order!.quotationId!));
    expect(quotation).toMatchObject({ customerId: 0, grossPrice: order?.grossPrice, expiresAt: START });

    const orderStops = await server.db
      .select()
      .from(stops)
      .where(eq(stops.orderId, id))
      .orderBy(stops.position);
    expect(orderStops.map((s) => [s.taskType, s.thoroughfare, s.number, s.instructions])).toEqual([
      ['LOADING', 'Avenida Gastão Vidigal', '1946', null],
      ['DELIVERY', 'Avenida Paulista', '1000', 'Portaria / Bloco B'],
      ['DELIVERY', 'Praça da Sé', '50', null],
    ]);
    const orderShipments = await server.db.select().from(shipments).where(eq(shipments.orderId, id));
    expect(orderShipments.map((s) => s.code).sort()).toEqual(
      ['A', 'B', 'C'].map((code) => `${code}-${sheets}`).sort(),
    );
  });

  it('a group failing halfway through its writes leaves nothing behind (its own transaction)', async () => {
    const [body] = await batchBodies([
      { code: 'X', external: 'LOTE-X' },
      { code: 'Y', external: 'LOTE-X', cep: '01001-000' },
    ]);
    const [ordersBefore, stopsBefore, quotationsBefore] = await Promise.all([
      countOf(orders),
      countOf(stops),
      countOf(quotations),
    ]);
    faults.failInsideOrder = true;
    await expectError(await sendBatch(admin, body), 500, 'internal_error');
    expect(faults.failInsideOrder).toBe(false);
    expect(await Promise.all([countOf(orders), countOf(stops), countOf(quotations)])).toEqual([
      ordersBefore,
      stopsBefore,
      quotationsBefore,
    ]);
    // The same group sent again goes through.
    await createdId(await sendBatch(admin, body));
  });

  it('sends groups one after another: the failed ones are explained and the others are placed', async () => {
    const bodies = await batchBodies([
      { code: 'G1', external: 'G1' },
      { code: 'G2', external: 'G2', user: 'ana@mercado.example' },
      { code: 'G3', external: 'G3', warehouse: MBP_WAREHOUSE },
      { code: 'G4', external: 'G4', vehicle: 'CAMINHAO' },
      { code: 'G5', external: 'G5', schedule: formatScheduledFor(new Date(START.getTime() + 10 * 60_000)) },
      { code: 'G6', external: 'G6', vehicle: 'TOCO', weight: '' },
      { code: 'G7', external: 'G7', customer: '999999' },
      { code: 'G8', external: 'G8' },
    ]);
    const answers: Response[] = [];
    for (const body of bodies) answers.push(await sendBatch(admin, body));
    expect(answers.map((a) => a.status)).toEqual([201, 422, 422, 422, 422, 422, 422, 201]);

    const users = await expectError(answers[1]!, 422, 'usersNotFound');
    expect(users.details?.emails).toEqual(['ana@mercado.example']);
    const stores = await expectError(answers[2]!, 422, 'warehousesNotFound');
    expect(stores.details?.warehouses).toEqual([{ name: MBP_WAREHOUSE, customerId: 0 }]);
    const pricing = await expectError(answers[3]!, 422, 'customerDoesNotHavePricingRule');
    expect(pricing.details?.vehicleType).toBe('CAMINHAO');
    const tooSoon = await expectError(answers[4]!, 422, 'validationFailed');
    expect(tooSoon.reasons?.map((r) => r.field)).toEqual(['scheduledFor']);
    const noWeight = await expectError(answers[5]!, 422, 'validationFailed');
    expect(noWeight.reasons?.map((r) => r.field)).toEqual(['totalWeightInKilograms']);
    const noCustomer = await expectError(answers[6]!, 422, 'validationFailed');
    expect(noCustomer.reasons).toEqual([{ field: 'customerId', message: 'Cliente 999999 não encontrado.' }]);

    const placed = await Promise.all(bodies.map((b) => ordersWithExternalId(b.externalId ?? null)));
    expect(placed.map((list) => list.length)).toEqual([1, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('gives a truck its first body type when the sheet names none', async () => {
    const [body] = await batchBodies([{ code: 'T', external: 'TOCO', vehicle: 'toco', weight: '3.000' }]);
    const id = await createdId(await sendBatch(admin, body));
    const [order] = await server.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ vehicleType: 'TOCO', vehicleBodyTypes: ['BAU'], totalWeightKg: 3000 });
  });

  describe('retries', () => {
    it('a group sent again with its idempotency key answers the same order and creates nothing', async () => {
      const [body] = await batchBodies([{ code: 'R', external: 'RETRY' }]);
      const key = newKey();
      const first = await createdId(await sendBatch(admin, body, key));
      const again = await createdId(await sendBatch(admin, body, key), 200);
      expect(again).toBe(first);
      expect(await ordersWithExternalId(body!.externalId ?? null)).toHaveLength(1);
    });

    it('two sends of one group racing with one key place one order', async () => {
      const [body] = await batchBodies([{ code: 'RR', external: 'RACE' }]);
      const key = newKey();
      const answers = await Promise.all([sendBatch(admin, body, key), sendBatch(admin, body, key)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
      const ids = await Promise.all(answers.map((a) => a.json() as Promise<{ id: number }>));
      expect(ids[0]?.id).toBe(ids[1]?.id);
      expect(await ordersWithExternalId(body!.externalId ?? null)).toHaveLength(1);
    });

    it('a refused group sent again is refused again, and a new key is a new order', async () => {
      const [bad] = await batchBodies([{ code: 'RB', external: 'RETRY-BAD', user: 'ninguem@box.example' }]);
      const key = newKey();
      await expectError(await sendBatch(admin, bad, key), 422, 'usersNotFound');
      await expectError(await sendBatch(admin, bad, key), 422, 'usersNotFound');
      const [good] = await batchBodies([{ code: 'RN', external: 'RETRY-NEW' }]);
      const one = await createdId(await sendBatch(admin, good));
      const two = await createdId(await sendBatch(admin, good));
      expect(two).not.toBe(one);
    });

    it('refuses a group sent without an idempotency key, however often it is resent', async () => {
      const [body] = await batchBodies([{ code: 'NK', external: 'NO-KEY' }]);
      for (let send = 0; send < 3; send++) {
        const refused = await expectError(await sendBatch(admin, body, null), 400, 'validation_error');
        expect(refused.reasons).toEqual([{ field: 'Idempotency-Key', message: IDEMPOTENCY_KEY_REQUIRED }]);
      }
      expect(await ordersWithExternalId(body!.externalId ?? null)).toHaveLength(0);
    });

    it('refuses a malformed idempotency key', async () => {
      const [body] = await batchBodies([{ code: 'K', external: 'KEY' }]);
      await expectError(await sendBatch(admin, body, 'chave com espaços'), 400, 'validation_error');
    });
  });

  describe("another customer's users and warehouses", () => {
    it('orders for the customer a group names, with its own user and warehouse', async () => {
      const [body] = await batchBodies([
        {
          code: 'M',
          external: 'MBP',
          customer: '3154',
          user: 'ANA@mercado.example',
          warehouse: MBP_WAREHOUSE,
        },
      ]);
      const id = await createdId(await sendBatch(admin, body));
      const [order] = await server.db.select().from(orders).where(eq(orders.id, id));
      const [anaUser] = await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example'));
      const [mbpWarehouse] = await server.db
        .select()
        .from(warehouses)
        .where(and(eq(warehouses.customerId, 3154), eq(warehouses.name, MBP_WAREHOUSE)));
      expect(order).toMatchObject({
        customerId: 3154,
        requesterId: anaUser?.id,
        warehouseId: mbpWarehouse?.id,
      });
      // It is 3154's order: ana sees it in monitoring.
      const status = await ana.get(`/jade/api/orders/status?since=${encodeURIComponent('72 hours ago')}`);
      const listed = v.parse(OrdersStatusResponse, await status.json()).orders.map((o) => o.id);
      expect(listed).toContain(id);
    });

    it("refuses a user or a warehouse of another customer than the group's", async () => {
      const bodies = await batchBodies([
        {
          code: 'O1',
          external: 'O1',
          customer: '3154',
          user: 'duda@outraloja.example',
          warehouse: MBP_WAREHOUSE,
        },
        {
          code: 'O2',
          external: 'O2',
          customer: '3154',
          user: 'ana@mercado.example',
          warehouse: BOX_WAREHOUSE,
        },
      ]);
      const users = await expectError(await sendBatch(admin, bodies[0]), 422, 'usersNotFound');
      expect(users.details?.emails).toEqual(['duda@outraloja.example']);
      const stores = await expectError(await sendBatch(admin, bodies[1]), 422, 'warehousesNotFound');
      expect(stores.details?.warehouses).toEqual([{ name: BOX_WAREHOUSE, customerId: 3154 }]);
    });

    it("refuses another customer's warehouse given as the loading place", async () => {
      const [body] = await batchBodies([
        { code: 'L', external: 'LOADING', customer: '3154', user: 'ana@mercado.example' },
      ]);
      const [boxWarehouse] = await server.db.select().from(warehouses).where(eq(warehouses.customerId, 0));
      const place = {
        ...body!.transportations[0]!.destination,
        id: `warehouse-${boxWarehouse!.id}`,
        isCustomerWarehouse: true,
      };
      const withPlace = {
        ...body,
        warehouseName: null,
        loadingPlace: place,
        transportations: body!.transportations.map((t) => ({
          ...t,
          origin: place,
          shipments: t.shipments.map((s) => ({ ...s, originPlaceId: place.id })),
        })),
      };
      const refused = await expectError(await sendBatch(admin, withPlace), 422, 'validationFailed');
      expect(refused.reasons?.map((r) => r.message)).toContain(NOT_OWN_WAREHOUSE);
    });
  });

  describe('who may send', () => {
    it('refuses every customer but 0, with the spec text, and creates nothing', async () => {
      const [body] = await batchBodies([{ code: 'N', external: 'NOT-ZERO' }]);
      const refused = await expectError(await sendBatch(ana, body), 403, 'forbidden');
      expect(refused.message).toBe('Cliente não autorizado a fazer solicitações em lote.');
      expect(await ordersWithExternalId(body!.externalId ?? null)).toHaveLength(0);
    });

    it('answers a body that is not a batch spot with 400 and its reasons', async () => {
      const refused = await expectError(await sendBatch(admin, { customerId: 0 }), 400, 'validation_error');
      expect(refused.reasons?.length).toBeGreaterThan(0);
      const [body] = await batchBodies([{ code: 'P', external: 'PICKUP' }]);
      await expectError(await sendBatch(admin, { ...body, serviceType: 'PICKUP' }), 400, 'validation_error');
      // Values a sheet's typo can make, beyond what the database holds: refused with reasons, never a 500.
      for (const wrong of [
        { customerId: 2 ** 31 },
        { declaredDistanceInKm: 1e9 },
        { merchandisesTotalPrice: 1e13 },
      ]) {
        await expectError(await sendBatch(admin, { ...body, ...wrong }), 400, 'validation_error');
      }
    });
  });
});
