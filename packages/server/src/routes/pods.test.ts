import { redactDocument } from '@box/core/format';
import { ProofOfDelivery } from '@box/core/schemas';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { proofAccessKeySql } from '../canhoto/registration-rows';
import {
  drivers,
  orders,
  orderTrackingTokens,
  podPictures,
  proofsOfDelivery,
  stops,
} from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';
import { SVG_POLICY } from './media';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let admin: Agent;
type ProofRow = typeof proofsOfDelivery.$inferSelect;
let signed: ProofRow;
let failed: ProofRow;

const proofOf = async (where: ReturnType<typeof and>) =>
  (
    await server.db
      .select({ proof: proofsOfDelivery })
      .from(proofsOfDelivery)
      .innerJoin(orders, eq(orders.id, proofsOfDelivery.orderId))
      .where(where)
      .orderBy(asc(proofsOfDelivery.id))
      .limit(1)
  )[0]!.proof;

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
    server.loginAs('admin@box.example'),
  ]);
  signed = await proofOf(
    and(
      eq(orders.customerId, 3154),
      eq(proofsOfDelivery.statusType, 'partial success'),
      isNotNull(proofsOfDelivery.recipientSignature),
      isNotNull(orders.driverId),
      // No NF-e/CT-e key: nothing to register at SEFAZ (pod-sefaz.test.ts has the others), whatever the seed's day.
      isNull(proofAccessKeySql('proofs_of_delivery')),
    ),
  );
  failed = await proofOf(and(eq(orders.customerId, 3154), isNull(proofsOfDelivery.recipientSignature)));
}, 120_000);
afterAll(() => server?.close());

async function proof(response: Response): Promise<ProofOfDelivery> {
  expect(response.status).toBe(200);
  return v.parse(ProofOfDelivery, await response.json());
}

const media = (token: string, rest: string) => `${ORIGIN}/jade/api/media/pods/${token}/${rest}`;

describe('GET /jade/api/pods/{id}', () => {
  it("answers the customer's own proof, with served image URLs", async () => {
    const answer = await proof(await ana.get(`/jade/api/pods/${signed.id}`));
    const [stop] = await server.db.select().from(stops).where(eq(stops.id, signed.stopId));
    const [order] = await server.db.select().from(orders).where(eq(orders.id, signed.orderId));
    const [driver] = await server.db.select().from(drivers).where(eq(drivers.id, order!.driverId!));
    const pictures = await server.db
      .select()
      .from(podPictures)
      .where(eq(podPictures.podId, signed.id))
      .orderBy(asc(podPictures.position));

    expect(answer).toEqual({
      hashId: signed.hashid,
      brainOrderId: null,
      orderId: signed.orderId,
      barcode: signed.barcode,
      type: signed.status,
      address: `${stop!.thoroughfare}, ${stop!.number} - ${stop!.neighborhood}, ${stop!.locality} - ${stop!.state}`,
      timeFinish: signed.timeFinish.toISOString(),
      itemsCount: signed.itemsCount,
      driverName: `${driver!.firstName} ${driver!.lastName}`,
      driverVehiclePlate: driver!.vehiclePlate,
      recipientSignature: media(signed.publicToken, 'signature'),
      recipientName: signed.recipientName,
      recipientIdentifier: signed.recipientIdentifier,
      recipientSignatureTime: signed.recipientSignatureTime!.toISOString(),
      statusMessage: signed.statusMessage,
      notes: signed.notes,
      statusType: 'partial_success',
      latAddress: signed.latAddress,
      lngAddress: signed.lngAddress,
      latSignature: signed.latSignature,
      lngSignature: signed.lngSignature,
      pictures: pictures.map((p) => ({ imageUrl: media(signed.publicToken, `pictures/${p.position}`) })),
      // Its shipment has no NF-e/CT-e key: nothing to register at SEFAZ (pod-sefaz.test.ts has the others).
      sefaz: null,
    });
  });

  it('shows a failed proof without a signature', async () => {
    const answer = await proof(await ana.get(`/jade/api/pods/${failed.id}`));
    expect(answer.statusType).toBe('failure');
    expect(answer.type).toBe('FAILED');
    expect(answer.recipientSignature).toBeNull();
  });

  it("answers 404 for another customer's proof; the super admin reads any", async () => {
    const other = await expectApiError(await duda.get(`/jade/api/pods/${signed.id}`), 404, 'not_found');
    const missing = await expectApiError(await duda.get('/jade/api/pods/99999999'), 404, 'not_found');
    expect(other).toEqual(missing);
    expect((await proof(await admin.get(`/jade/api/pods/${signed.id}`))).hashId).toBe(signed.hashid);
  });

  it('refuses an id that is not a number (400) and an anonymous caller (401)', async () => {
    await expectApiError(await ana.get('/jade/api/pods/abc'), 400, 'validation_error');
    await expectApiError(await server.agent().get(`/jade/api/pods/${signed.id}`), 401);
  });
});

describe('GET /jade/api/pods/public/{token}', () => {
  it('answers the same proof by its public token, without a session', async () => {
    const response = await server.agent().get(`/jade/api/pods/public/${signed.publicToken}`);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const own = await proof(await ana.get(`/jade/api/pods/${signed.id}`));
    const { recipientIdentifier, ...rest } = await proof(response);
    expect(rest).toEqual({ ...own, recipientIdentifier: undefined });
    // Anyone may hold the link: the recipient's document shows its last three characters only (LGPD); the
    // signed-in owner keeps the whole of it.
    const identifier = signed.recipientIdentifier!;
    expect(identifier).toMatch(/\d{6}/);
    expect(own.recipientIdentifier).toBe(identifier);
    expect(recipientIdentifier).toBe(redactDocument(identifier));
    expect(recipientIdentifier).toMatch(/•••/);
    expect(recipientIdentifier!.slice(-3)).toBe(identifier.slice(-3));
  });

  it('answers 404 for a guessed token', async () => {
    await expectApiError(
      await server.agent().get(`/jade/api/pods/public/${'D'.repeat(43)}`),
      404,
      'not_found',
    );
  });
});

describe('GET /jade/api/media/pods/{token}/…', () => {
  const decode = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

  it('serves a stored SVG picture and signature with their type, a locked-down policy and a long cache', async () => {
    const [picture] = await server.db
      .select()
      .from(podPictures)
      .where(and(eq(podPictures.podId, signed.id), eq(podPictures.position, 0)));
    for (const [path, stored] of [
      ['pictures/0', picture!.imageUrl],
      ['signature', signed.recipientSignature!],
    ] as const) {
      const response = await server.agent().get(`/jade/api/media/pods/${signed.publicToken}/${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toBe(SVG_POLICY);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(decode(stored));
    }
  });

  it('serves a PNG picture as PNG and links an image host as it is', async () => {
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const [extra] = await server.db
      .insert(podPictures)
      .values([
        { podId: failed.id, position: 7, imageUrl: png },
        { podId: failed.id, position: 8, imageUrl: 'https://imagens.example/foto.jpg' },
        { podId: failed.id, position: 9, imageUrl: 'data:text/html;base64,PHNjcmlwdD4=' },
        { podId: failed.id, position: 10, imageUrl: 'javascript:alert(1)' },
      ])
      .returning();
    const response = await server.agent().get(`/jade/api/media/pods/${failed.publicToken}/pictures/7`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-security-policy')).not.toBe(SVG_POLICY);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(decode(extra!.imageUrl));

    const answer = await proof(await ana.get(`/jade/api/pods/${failed.id}`));
    const urls = answer.pictures.map((p) => p.imageUrl);
    expect(urls).toContain(media(failed.publicToken, 'pictures/7'));
    expect(urls).toContain('https://imagens.example/foto.jpg');
    expect(urls.some((u) => u.endsWith('/pictures/9') || u.startsWith('javascript:'))).toBe(false);
    await expectApiError(
      await server.agent().get(`/jade/api/media/pods/${failed.publicToken}/pictures/9`),
      404,
      'not_found',
    );
  });

  it('answers 404 for a missing picture, a missing signature or an unknown token', async () => {
    const agent = server.agent();
    await expectApiError(await agent.get(`/jade/api/media/pods/${signed.publicToken}/pictures/99`), 404);
    await expectApiError(await agent.get(`/jade/api/media/pods/${signed.publicToken}/pictures/x`), 404);
    await expectApiError(await agent.get(`/jade/api/media/pods/${failed.publicToken}/signature`), 404);
    await expectApiError(await agent.get(`/jade/api/media/pods/${'E'.repeat(43)}/signature`), 404);
  });
});

describe('other origins', () => {
  it('may read the public tracking, proof, media and map style answers, listed or not, without credentials', async () => {
    // The built-in map style (BOX_MAP_STYLE_URL=offline) is an answer of ours; a provider's is a redirect to it.
    const app = server.appWith({ partnerOrigins: ['https://loja.example'], mapStyleUrl: null });
    const [order] = await server.db
      .select({ token: orderTrackingTokens.token })
      .from(orderTrackingTokens)
      .where(isNull(orderTrackingTokens.revokedAt))
      .limit(1);
    const paths = [
      `/jade/api/orders/public/${order!.token}/tracking`,
      `/jade/api/pods/public/${signed.publicToken}`,
      `/jade/api/media/pods/${signed.publicToken}/signature`,
      '/jade/api/map/style.json',
    ];
    for (const path of paths) {
      for (const origin of ['https://loja.example', 'https://qualquer.example']) {
        const response = await app.request(path, { headers: { origin } });
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      }
    }
    const preflight = await app.request('/jade/api/shipments/by-hash/abc/rating', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://loja.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
