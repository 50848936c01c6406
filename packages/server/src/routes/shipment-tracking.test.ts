import { redactDocument } from '@box/core/format';
import { OrderTracking, ShipmentTracking } from '@box/core/schemas';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { queryRows } from '../db/rows';
import { drivers, orders, proofsOfDelivery, shipments, stops } from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let anonymous: Agent;

interface Picked {
  id: number;
  hash: string;
  driverId: number | null;
  orderId: number;
  stopId: number;
}

beforeAll(async () => {
  server = await startTestServer();
  anonymous = server.agent();
}, 120_000);
afterAll(() => server?.close());

async function tracking(response: Response): Promise<ShipmentTracking> {
  expect(response.status).toBe(200);
  return v.parse(ShipmentTracking, await response.json());
}

/** A shipment of a delivery order whose customer stop matches `where` (the destination stop). */
async function pickShipment(where: ReturnType<typeof and>, offset = 0): Promise<Picked> {
  const [row] = await server.db
    .select({
      id: shipments.id,
      hash: shipments.trackingHash,
      driverId: orders.driverId,
      orderId: orders.id,
      stopId: stops.id,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .innerJoin(stops, eq(stops.id, shipments.destinationStopId))
    .where(and(eq(orders.serviceType, 'DELIVERY'), where))
    .orderBy(asc(shipments.id))
    .limit(1)
    .offset(offset);
  if (!row) throw new Error('no such shipment in the demo data');
  return row;
}

const notRated = sql`NOT EXISTS (SELECT 1 FROM ratings r WHERE r.shipment_id = ${shipments.id})`;
const delivered = (offset = 0) =>
  pickShipment(
    and(
      eq(orders.customerId, 3154),
      eq(orders.status, 'FINISHED'),
      eq(stops.status, 'FINISHED'),
      isNotNull(orders.driverId),
      notRated,
    ),
    offset,
  );

const byHash = (hash: string) => anonymous.get(`/jade/api/shipments/by-hash/${hash}/tracking`);

describe('GET /jade/api/shipments/by-hash/{hash}/tracking', () => {
  it('follows a shipment on its way: stop, driver position, ETA, timeline; no personal data', async () => {
    const shipment = await pickShipment(
      and(eq(orders.status, 'IN_PROGRESS'), eq(stops.status, 'PENDING'), isNotNull(orders.driverId)),
    );
    const response = await byHash(shipment.hash);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.clone().text();
    const answer = await tracking(response);
    const [stop] = await server.db.select().from(stops).where(eq(stops.id, shipment.stopId));
    const [driver] = await server.db.select().from(drivers).where(eq(drivers.id, shipment.driverId!));

    expect(answer.status).toBe('IN_TRANSIT');
    expect(answer.deliveryStop).toEqual({
      location: { latitude: stop!.latitude, longitude: stop!.longitude },
      addressThoroughfare: stop!.thoroughfare,
      addressNumber: stop!.number,
      driverEta: stop!.estimatedArrivalAt?.toISOString() ?? null,
    });
    expect(answer.driver).toEqual({
      id: driver!.id,
      name: `${driver!.firstName} ${driver!.lastName}`,
      location: { latitude: driver!.lastLatitude, longitude: driver!.lastLongitude },
      locationAt: driver!.locationUpdatedAt?.toISOString() ?? null,
      vehiclePlate: driver!.vehiclePlate,
    });
    for (const secret of [driver!.cpf, driver!.cnh, driver!.phone, driver!.documentNumber]) {
      expect(text).not.toContain(secret!);
    }
    expect(answer.pod).toBeNull();
    expect(answer.requestRating).toBe(false);
    expect(answer.timeline.map((t) => [t.step, t.status])).toEqual([
      ['PICKUP', 'DONE'],
      ['IN_TRANSIT', 'DONE'],
      ['ON_THE_WAY', 'DOING'],
      ['DELIVERY', 'NOT_DONE'],
    ]);
  });

  it('shows a delivered shipment with its proof (served image URLs) and asks for a rating', async () => {
    const shipment = await delivered();
    const answer = await tracking(await byHash(shipment.hash));
    const [proof] = await server.db
      .select()
      .from(proofsOfDelivery)
      .where(eq(proofsOfDelivery.stopId, shipment.stopId));
    expect(answer.status).toBe('DELIVERED');
    expect(answer.statusUpdatedAt).toBe(proof!.timeFinish.toISOString());
    expect(answer.driver?.location).toBeNull();
    expect(answer.pod).toMatchObject({
      occurredAt: proof!.timeFinish.toISOString(),
      recipientName: proof!.recipientName,
      signatureImageUrl: `${ORIGIN}/jade/api/media/pods/${proof!.publicToken}/signature`,
    });
    // A public page: the recipient's document keeps its last three characters only (LGPD).
    const identifier = proof!.recipientIdentifier!;
    expect(identifier).toMatch(/\d{6}/);
    expect(answer.pod!.recipientIdentifier).toBe(redactDocument(identifier));
    expect(answer.pod!.recipientIdentifier).toMatch(/•••/);
    expect(answer.pod!.recipientIdentifier!.slice(-3)).toBe(identifier.slice(-3));
    expect(JSON.stringify(answer)).not.toContain(identifier.replace(/^\D+/, ''));
    expect(answer.pod!.picturesUrls.length).toBeGreaterThan(0);
    expect(answer.pod!.picturesUrls[0]).toBe(
      `${ORIGIN}/jade/api/media/pods/${proof!.publicToken}/pictures/0`,
    );
    expect(answer.timeline.every((t) => t.status === 'DONE')).toBe(true);
    expect(answer.requestRating).toBe(true);
    expect(answer.rating).toBeNull();
    expect(answer.ratingQuestions.map((q) => [q.id, q.type, q.required, q.answer])).toEqual([
      ['box-entregador', 'star_rating', true, null],
      ['comentarios', 'text_long', false, null],
    ]);
  });

  it('shows a canceled shipment as canceled, without the driver following it', async () => {
    const shipment = await pickShipment(eq(orders.status, 'CANCELED'));
    const [order] = await server.db.select().from(orders).where(eq(orders.id, shipment.orderId));
    const answer = await tracking(await byHash(shipment.hash));
    expect(answer.status).toBe('CANCELED');
    expect(answer.statusUpdatedAt).toBe(order!.canceledAt!.toISOString());
    expect(answer.deliveryStop.driverEta).toBeNull();
    expect(answer.driver?.location ?? null).toBeNull();
    expect(answer.requestRating).toBe(false);
  });

  it("shows a pickup's shipment at the stop where it is picked up", async () => {
    const [pickup] = await server.db
      .select({ hash: shipments.trackingHash, stop: stops })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .innerJoin(stops, eq(stops.id, shipments.originStopId))
      .where(eq(orders.serviceType, 'PICKUP'))
      .orderBy(asc(shipments.id))
      .limit(1);
    const answer = await tracking(await byHash(pickup!.hash));
    expect(pickup!.stop.taskType).toBe('PICKUP');
    expect(answer.deliveryStop.location).toEqual({
      latitude: pickup!.stop.latitude,
      longitude: pickup!.stop.longitude,
    });
  });

  it('answers 404 with a JSON error for a guessed or malformed hash', async () => {
    await expectApiError(await byHash('B'.repeat(43)), 404, 'not_found');
    await expectApiError(await byHash('no'), 404, 'not_found');
  });
});

describe('GET /jade/api/shipments/by-dfe/{accessKey}/tracking', () => {
  let keyed: { hash: string; accessKey: string };

  beforeAll(async () => {
    const [row] = await server.db
      .select({ hash: shipments.trackingHash, accessKey: shipments.accessKey })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(orders.customerId, 3154), isNotNull(shipments.accessKey)))
      .orderBy(sql`${shipments.createdAt} DESC`)
      .limit(1);
    keyed = { hash: row!.hash, accessKey: row!.accessKey! };
  });

  const byDfe = (key: string, query: string) =>
    anonymous.get(`/jade/api/shipments/by-dfe/${key}/tracking${query}`);

  it("finds the shipment by the document's key and the shipper's client code or customer id", async () => {
    const expected = await tracking(await byHash(keyed.hash));
    for (const code of ['3154', 'MBP', 'mbp']) {
      const answer = await tracking(await byDfe(keyed.accessKey, `?client_code=${code}`));
      expect(answer.trackingCode).toBe(expected.trackingCode);
      expect(answer.deliveryStop).toEqual(expected.deliveryStop);
    }
  });

  it("answers 400 'Invalid request mode' without a client code", async () => {
    for (const query of ['', '?client_code=', '?client_code=%20']) {
      const body = await expectApiError(await byDfe(keyed.accessKey, query), 400, 'invalid_request_mode');
      expect(body.message).toBe('Invalid request mode');
    }
  });

  it("answers 404 for another shipper's code or an unknown key", async () => {
    await expectApiError(await byDfe(keyed.accessKey, '?client_code=5100'), 404, 'not_found');
    await expectApiError(await byDfe(keyed.accessKey, '?client_code=OLE'), 404, 'not_found');
    await expectApiError(await byDfe('1'.repeat(44), '?client_code=3154'), 404, 'not_found');
    await expectApiError(await byDfe('123', '?client_code=3154'), 404, 'not_found');
  });
});

describe('POST /jade/api/shipments/by-hash/{hash}/rating', () => {
  const rate = (hash: string, json: unknown, agent = anonymous) =>
    agent.post(`/jade/api/shipments/by-hash/${hash}/rating`, { json });

  it("cannot be reached from the order's public page: it carries no shipment hash, only the shipper sees them", async () => {
    const shipment = await delivered();
    const ana = await server.loginAs('ana@mercado.example');
    const owned = await ana.get(`/jade/api/orders/${shipment.orderId}/tracking`);
    expect(owned.status).toBe(200);
    const own = v.parse(OrderTracking, await owned.json());
    expect(own.stops.map((s) => s.sharing?.token)).toContain(shipment.hash);

    const page = await anonymous.get(`/jade/api/orders/public/${own.publicToken}/tracking`);
    expect(page.status).toBe(200);
    const text = await page.text();
    const order = v.parse(OrderTracking, JSON.parse(text));
    expect(order.stops.flatMap((s) => (s.sharing ? [s.sharing.token] : []))).toEqual([]);
    expect(text).not.toContain(shipment.hash);
  });

  it('stores a rating once; the page then shows it and stops asking', async () => {
    const shipment = await delivered();
    const body = {
      driverId: shipment.driverId!,
      rating: 4,
      comment: ' Muito atencioso. ',
      extraQuestions: [],
    };
    const response = await rate(shipment.hash, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const answer = await tracking(await byHash(shipment.hash));
    expect(answer.requestRating).toBe(false);
    expect(answer.rating).toMatchObject({ rating: 4, comment: 'Muito atencioso.' });
    expect(answer.ratingQuestions.map((q) => [q.id, q.answer])).toEqual([
      ['box-entregador', 4],
      ['comentarios', 'Muito atencioso.'],
    ]);

    const again = await expectApiError(await rate(shipment.hash, body), 409, 'already_rated');
    expect(again.message).toBe('Esta entrega já foi avaliada.');
  });

  it('accepts an answer to every question the page lists, the text one stored as the comment', async () => {
    const shipment = await delivered();
    const listed = (await tracking(await byHash(shipment.hash))).ratingQuestions;
    const answerOf = (type: string) => (type === 'text_long' ? 'Entrega rápida.' : type === 'nps' ? 9 : 5);
    const body = {
      driverId: shipment.driverId!,
      rating: 5,
      comment: null,
      extraQuestions: listed.map((q) => ({ id: q.id, answer: answerOf(q.type) })),
    };
    expect(listed.some((q) => q.type === 'text_long')).toBe(true);
    const response = await rate(shipment.hash, body);
    expect(response.status).toBe(200);
    const answer = await tracking(await byHash(shipment.hash));
    expect(answer.rating).toMatchObject({ rating: 5, comment: 'Entrega rápida.' });
    expect(answer.ratingQuestions.map((q) => [q.id, q.answer])).toEqual(
      listed.map((q) => [q.id, answerOf(q.type)]),
    );
  });

  it('stores one rating when two submits race', async () => {
    const shipment = await delivered();
    const body = { driverId: shipment.driverId!, rating: 5, comment: null, extraQuestions: [] };
    const responses = await Promise.all([rate(shipment.hash, body), rate(shipment.hash, body)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const counted = await queryRows(
      server.db,
      sql`SELECT count(*)::int AS count FROM ratings WHERE shipment_id = ${shipment.id}`,
      v.object({ count: v.number() }),
    );
    expect(counted).toEqual([{ count: 1 }]);
  });

  it('refuses a shipment not delivered yet (409) and an unknown hash (404)', async () => {
    const pending = await pickShipment(and(eq(orders.status, 'IN_PROGRESS'), eq(stops.status, 'PENDING')));
    const body = { driverId: pending.driverId ?? 1, rating: 5, comment: null, extraQuestions: [] };
    await expectApiError(await rate(pending.hash, body), 409, 'not_delivered');
    await expectApiError(await rate('C'.repeat(43), body), 404, 'not_found');
  });

  it('refuses scores off their scale, another driver and answers to unknown questions (422)', async () => {
    const shipment = await delivered();
    const base = { driverId: shipment.driverId!, rating: 5, comment: null, extraQuestions: [] };
    await expectApiError(await rate(shipment.hash, { ...base, rating: 6 }), 422, 'validation_error');
    await expectApiError(
      await rate(shipment.hash, { ...base, extraQuestions: [{ id: 'box-nps', answer: 11 }] }),
      422,
      'validation_error',
    );
    await expectApiError(
      await rate(shipment.hash, { ...base, driverId: shipment.driverId! + 100_000 }),
      422,
      'validation_error',
    );
    const unknown = await expectApiError(
      await rate(shipment.hash, { ...base, extraQuestions: [{ id: 'nao-existe', answer: 3 }] }),
      422,
      'validation_error',
    );
    expect(unknown.reasons?.[0]?.field).toBe('extraQuestions.0.id');
    await expectApiError(
      await rate(shipment.hash, 'não é uma avaliação', anonymous),
      422,
      'validation_error',
    );
    const notJson = await anonymous.post(`/jade/api/shipments/by-hash/${shipment.hash}/rating`, {
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    await expectApiError(notJson, 400, 'bad_request');
    expect((await tracking(await byHash(shipment.hash))).rating).toBeNull();
  });

  it('requires every required question and holds NPS answers to 0–10', async () => {
    await server.db.execute(sql`INSERT INTO rating_questions (id, type, question_text, required, position, active)
      VALUES ('box-nps', 'nps', 'De 0 a 10, quanto você recomendaria a Box?', true, 2, true)`);
    try {
      const shipment = await delivered();
      const base = { driverId: shipment.driverId!, rating: 3, comment: null, extraQuestions: [] };
      const missing = await expectApiError(await rate(shipment.hash, base), 422, 'validation_error');
      expect(missing.reasons).toEqual([
        {
          field: 'extraQuestions',
          message: 'Responda a pergunta obrigatória: De 0 a 10, quanto você recomendaria a Box?',
        },
      ]);
      await expectApiError(
        await rate(shipment.hash, { ...base, extraQuestions: [{ id: 'box-nps', answer: 'dez' }] }),
        422,
        'validation_error',
      );
      const ok = await rate(shipment.hash, { ...base, extraQuestions: [{ id: 'box-nps', answer: 0 }] });
      expect(ok.status).toBe(200);
      const answer = await tracking(await byHash(shipment.hash));
      expect(answer.ratingQuestions.map((q) => [q.id, q.answer])).toEqual([
        ['box-entregador', 3],
        ['comentarios', null],
        ['box-nps', 0],
      ]);
    } finally {
      await server.db.execute(sql`DELETE FROM rating_answers WHERE question_id = 'box-nps'`);
      await server.db.execute(sql`DELETE FROM rating_questions WHERE id = 'box-nps'`);
    }
  });

  it('needs no CSRF token nor a listed Origin (the hash authorises it): a partner page rates as is', async () => {
    const shipment = await delivered();
    const body = { driverId: shipment.driverId!, rating: 5, comment: null, extraQuestions: [] };
    const fresh = server.agent();
    expect(fresh.cookies.size).toBe(0);
    const response = await fresh.post(`/jade/api/shipments/by-hash/${shipment.hash}/rating`, {
      json: body,
      headers: { origin: 'https://loja.qualquer.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});
