import { createApiClient } from '@box/core/api';
import { ShipmentSharing } from '@box/core/schemas';
import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { orders, shipmentRecipients, shipments } from '../db/schema/index';
import { expectApiError } from '../test/expect-api';
import { type Agent, ORIGIN, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let duda: Agent;
let anaShipment: { id: number; trackingHash: string };

const PATH = '/jade/api/shipments/trackings';

beforeAll(async () => {
  server = await startTestServer();
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  [anaShipment] = (await server.db
    .select({ id: shipments.id, trackingHash: shipments.trackingHash })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.customerId, 3154))
    .orderBy(asc(shipments.id))
    .limit(1)) as [{ id: number; trackingHash: string }];
}, 120_000);
afterAll(() => server?.close());

const recipientsOf = (shipmentId: number) =>
  server.db
    .select({ email: shipmentRecipients.email, phone: shipmentRecipients.phone })
    .from(shipmentRecipients)
    .where(eq(shipmentRecipients.shipmentId, shipmentId))
    .orderBy(asc(shipmentRecipients.id));

describe('POST /jade/api/shipments/trackings', () => {
  it("replaces the recipients of one of the customer's shipments and answers its sharing", async () => {
    const response = await ana.post(PATH, {
      json: {
        shipmentId: String(anaShipment.id),
        recipients: [
          { email: 'cliente@loja.example', phone: null },
          { email: null, phone: '11987654321' },
        ],
      },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ ok: true });
    expect(v.parse(ShipmentSharing, body)).toEqual({
      recipients: [
        { email: 'cliente@loja.example', phone: null },
        { email: null, phone: '(11) 98765-4321' },
      ],
      token: anaShipment.trackingHash,
      shipmentId: String(anaShipment.id),
      anonymousURL: `${ORIGIN}/rr/${anaShipment.trackingHash}`,
    });
    expect(await recipientsOf(anaShipment.id)).toEqual([
      { email: 'cliente@loja.example', phone: null },
      { email: null, phone: '(11) 98765-4321' },
    ]);
  });

  it('empties the list when asked to', async () => {
    const response = await ana.post(PATH, { json: { shipmentId: String(anaShipment.id), recipients: [] } });
    expect(response.status).toBe(200);
    expect(await recipientsOf(anaShipment.id)).toEqual([]);
  });

  it("answers 404 for another customer's shipment and leaves it alone", async () => {
    await ana.post(PATH, {
      json: { shipmentId: String(anaShipment.id), recipients: [{ email: 'fica@loja.example', phone: null }] },
    });
    const body = await expectApiError(
      await duda.post(PATH, {
        json: {
          shipmentId: String(anaShipment.id),
          recipients: [{ email: 'intruso@x.example', phone: null }],
        },
      }),
      404,
      'not_found',
    );
    expect(body.message).toBe('Remessa não encontrada.');
    expect(await recipientsOf(anaShipment.id)).toEqual([{ email: 'fica@loja.example', phone: null }]);
  });

  it.each(['999999999', 'abc', '1e3', '-1', '12345678901234567890'])(
    'answers 404 for the unknown id %j',
    async (id) => {
      await expectApiError(
        await ana.post(PATH, { json: { shipmentId: id, recipients: [] } }),
        404,
        'not_found',
      );
    },
  );

  it('refuses bad recipients with the field of each problem', async () => {
    const before = await recipientsOf(anaShipment.id);
    const body = await expectApiError(
      await ana.post(PATH, {
        json: {
          shipmentId: String(anaShipment.id),
          recipients: [
            { email: 'sem-arroba', phone: null },
            { email: null, phone: '123' },
            { email: null, phone: null },
          ],
        },
      }),
      400,
      'validation_error',
    );
    expect(body.reasons).toEqual([
      { field: 'recipients.0.email', message: 'E-mail inválido.' },
      { field: 'recipients.1.phone', message: 'Telefone inválido.' },
      { field: 'recipients.2', message: 'Informe um e-mail ou um telefone.' },
    ]);
    expect(await recipientsOf(anaShipment.id)).toEqual(before);
  });

  it.each([
    ['no shipment id', { shipmentId: '', recipients: [] }, 'validation_error'],
    ['a numeric shipment id', { shipmentId: 123, recipients: [] }, 'validation_error'],
    ['no recipients', { shipmentId: '1' }, 'validation_error'],
    ['recipients that are not a list', { shipmentId: '1', recipients: 'a@b.c' }, 'validation_error'],
    ['a recipient that is a string', { shipmentId: '1', recipients: ['a@b.c'] }, 'validation_error'],
  ] as const)('refuses %s with 400', async (_, json, code) => {
    await expectApiError(await ana.post(PATH, { json }), 400, code);
  });

  it('refuses a body that is not JSON', async () => {
    await expectApiError(
      await ana.post(PATH, { body: 'shipmentId=1', headers: { 'content-type': 'application/json' } }),
      400,
      'bad_request',
    );
  });

  it('gives core’s client the sharing it expects', async () => {
    const cookie = () => [...ana.cookies].map(([k, value]) => `${k}=${value}`).join('; ');
    const client = createApiClient({
      baseUrl: `${ORIGIN}/jade/api`,
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', cookie());
        request.headers.set('origin', ORIGIN);
        return Promise.resolve(server.app.request(request));
      },
    });
    await client.me(); // hands the client its CSRF token
    const sharing = await client.saveShipmentTrackings({
      shipmentId: String(anaShipment.id),
      recipients: [{ email: 'novo@loja.example', phone: null }],
    });
    expect(sharing.recipients).toEqual([{ email: 'novo@loja.example', phone: null }]);
  });
});
