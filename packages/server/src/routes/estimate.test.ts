import { formatScheduledFor } from '@box/core/format';
import { ApiErrorBody, PriceEstimate, type Warehouse } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { quotations } from '../db/schema/index';
import { type Agent, startTestServer, TestClock, type TestServer } from '../test/harness';
import {
  CAMPINAS,
  draft,
  estimate,
  estimateBody,
  firstWarehouseOf,
  merchandise,
} from './spot-requests.test-support';

const HOUR = 60 * 60 * 1000;
// A Tuesday, 10:00 in São Paulo.
const START = new Date('2026-03-10T13:00:00.000Z');

let server: TestServer;
let ana: Agent;
let duda: Agent;
let anaWarehouse: Warehouse;
let dudaWarehouse: Warehouse;

beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(START) });
  [ana, duda] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('duda@outraloja.example'),
  ]);
  [anaWarehouse, dudaWarehouse] = await Promise.all([firstWarehouseOf(ana), firstWarehouseOf(duda)]);
}, 120_000);
afterAll(() => server?.close());

const post = (agent: Agent, json: unknown) => agent.post('/jade/api/spot/estimate', { json });

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = v.parse(ApiErrorBody, await response.json());
  expect(body.code).toBe(code);
  return body;
}

describe('POST /jade/api/spot/estimate', () => {
  it('prices a delivery in São Paulo and stores the quotation for 15 minutes', async () => {
    const response = await post(ana, estimateBody(draft(anaWarehouse)));
    expect(response.status).toBe(200);
    const price = v.parse(PriceEstimate, await response.json());
    expect(price.distanceInKm).toBeGreaterThan(5);
    expect(price.freightPrice).toBeGreaterThan(58);
    expect(Object.keys(price.taxes).sort()).toEqual(['ISS', 'PIS_COFINS']);
    expect(price.tollPrice).toBe(0);
    expect(price.discounts).toEqual([]);
    expect(Math.round(price.grossPrice * 100)).toBe(Math.round((price.netPrice + price.totalTaxes) * 100));
    expect(price.priceEstimatedAt).toBe(START.toISOString());
    expect(price.quotationId).toMatch(/^\d+$/);

    const [row] = await server.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, Number(price.quotationId)));
    expect(row).toMatchObject({
      customerId: 3154,
      vehicleType: 'FIORINO',
      serviceType: 'DELIVERY',
      grossPrice: price.grossPrice,
      distanceKm: price.distanceInKm,
    });
    expect(row!.expiresAt.getTime() - START.getTime()).toBe(15 * 60_000);
  });

  it('charges tolls and ICMS when the route leaves the city', async () => {
    const price = await estimate(
      ana,
      estimateBody(draft(anaWarehouse, { merchandises: [merchandise('NF000201', CAMPINAS)] })),
    );
    expect(price.distanceInKm).toBeGreaterThan(100);
    expect(price.tollPrice).toBeGreaterThan(0);
    expect(Object.keys(price.taxes).sort()).toEqual(['ICMS', 'PIS_COFINS']);
  });

  it('adds assistants and extras, and ad valorem only for a customer with the feature', async () => {
    const spot = draft(anaWarehouse, {
      vehicle: { type: 'VAN', bodyTypes: [], extras: ['CARRINHO'] },
      driverAssistantsCount: 2,
      merchandisesTotalPrice: 10_000,
    });
    const withFeature = await estimate(ana, estimateBody(spot));
    expect(withFeature.driverAssistantsPrice).toBe(90);
    expect(withFeature.priceComponents.map((c) => c.name)).toEqual([
      'Tarifa base',
      'Distância',
      'Carrinho de carga',
    ]);
    expect(withFeature.adValoremPrice).toBe(30);

    const withoutFeature = await estimate(duda, estimateBody({ ...spot, warehouse: dudaWarehouse }));
    expect(withoutFeature.adValoremPrice).toBe(0);
  });

  it('gives the advance-booking discount from 6 hours ahead', async () => {
    const at = (ms: number) =>
      estimate(
        ana,
        estimateBody(
          draft(anaWarehouse, { scheduledFor: formatScheduledFor(new Date(START.getTime() + ms)) }),
        ),
      );
    const ahead = await at(6 * HOUR);
    expect(ahead.discounts).toEqual([{ type: 'advance_booking', value: expect.any(Number) }]);
    expect(ahead.discounts[0]!.value).toBeCloseTo(ahead.freightPrice * 0.05, 2);
    expect((await at(6 * HOUR - 60_000)).discounts).toEqual([]);
  });

  it('keeps the quotation for BOX_QUOTE_VALIDITY_MINUTES', async () => {
    const app = server.appWith({ quoteValidityMinutes: 30 });
    const agent = await server.loginAs('ana@mercado.example');
    const response = await app.request('/jade/api/spot/estimate', {
      method: 'POST',
      headers: {
        origin: 'http://localhost',
        'content-type': 'application/json',
        'x-csrf-token': agent.cookies.get('box_csrf')!,
        cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify(estimateBody(draft(anaWarehouse))),
    });
    expect(response.status).toBe(200);
    const { quotationId } = v.parse(PriceEstimate, await response.json());
    const [row] = await server.db
      .select()
      .from(quotations)
      .where(eq(quotations.id, Number(quotationId)));
    expect(row!.expiresAt.getTime() - START.getTime()).toBe(30 * 60_000);
  });

  describe('bad input', () => {
    const valid = () => estimateBody(draft(anaWarehouse)) as Record<string, unknown>;

    it('refuses a body that is not JSON', async () => {
      const response = await ana.post('/jade/api/spot/estimate', {
        body: '{"vehicle": ',
        headers: { 'content-type': 'application/json' },
      });
      await expectError(response, 400, 'bad_request');
    });

    it('refuses an empty list of places', async () => {
      const body = await expectError(await post(ana, { ...valid(), places: [] }), 400, 'validation_error');
      expect(body.reasons).toEqual([{ field: 'places', message: 'Nenhuma mercadoria.' }]);
    });

    it('refuses places that do not fit the service type', async () => {
      const body = await expectError(
        await post(ana, { ...valid(), serviceType: 'PICKUP' }),
        400,
        'validation_error',
      );
      expect(body.reasons?.map((r) => r.message)).toEqual([
        'Locais de carga e descarga não combinam com o tipo de serviço.',
      ]);
    });

    it('refuses an unknown vehicle', async () => {
      const body = await expectError(
        await post(ana, { ...valid(), vehicle: 'FOGUETE', vehicleConfig: { type: 'FOGUETE', extras: [] } }),
        400,
        'validation_error',
      );
      expect(body.reasons?.map((r) => r.field)).toEqual(['vehicle', 'vehicleConfig.type']);
    });

    it('refuses a vehicle choice the vehicle does not allow', async () => {
      const body = await expectError(
        await post(ana, {
          ...valid(),
          vehicleConfig: { type: 'VAN', extras: ['PLATAFORMA'] },
          driverAssistantsCount: 3,
        }),
        400,
        'validation_error',
      );
      expect(body.reasons).toEqual([
        { field: 'vehicleConfig.type', message: 'O veículo da configuração difere do escolhido.' },
        {
          field: 'vehicleConfig.extras',
          message: 'Adicionais não disponíveis para Utilitário Pequeno: PLATAFORMA.',
        },
        { field: 'driverAssistantsCount', message: 'Escolha de 0 a 1 ajudantes.' },
      ]);
    });

    it('refuses a schedule that is not a real date', async () => {
      const body = await expectError(
        await post(ana, { ...valid(), scheduledFor: '2026-02-30 10:00:00' }),
        400,
        'validation_error',
      );
      expect(body.reasons).toEqual([{ field: 'scheduledFor', message: 'Data de agendamento inexistente.' }]);
    });

    it('refuses coordinates off the globe and a missing field', async () => {
      const body = valid();
      const places = body.places as { geolocation: { latitude: number } }[];
      places[0]!.geolocation.latitude = 123;
      delete body.calculateToll;
      const error = await expectError(await post(ana, body), 400, 'validation_error');
      expect(error.reasons?.map((r) => r.field).sort()).toEqual([
        'calculateToll',
        'places.0.geolocation.latitude',
      ]);
    });

    it('refuses a huge body with 413', async () => {
      const places = Array.from({ length: 4000 }, () => (valid().places as unknown[])[0]);
      await expectError(await post(ana, { ...valid(), places }), 413, 'payload_too_large');
    });

    it('needs a session and the CSRF token', async () => {
      const anonymous = server.agent();
      // The login form hands out the pre-login CSRF cookie, so the request passes CSRF and meets the session check.
      await anonymous.get('/_ssr/entrar', { headers: { accept: 'text/html' } });
      await expectError(await post(anonymous, valid()), 401, 'not_signed_in');
      await expectError(
        await ana.post('/jade/api/spot/estimate', { json: valid(), csrf: false }),
        403,
        'csrf_failed',
      );
    });
  });
});
