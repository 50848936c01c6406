import { VEHICLE_TYPE_CODES } from '@box/core/catalogues';
import { serviceAvailability } from '@box/core/rules';
import { ApiErrorBody, SpotsConfig, VehiclesResponse } from '@box/core/schemas';
import * as v from 'valibot';
import type { DemoEmail } from '../seed/demo-accounts';
import { startTestServer, TestClock, type TestServer } from '../test/harness';

let server: TestServer;

// Seeded on a Tuesday, 09:30 in São Paulo.
beforeAll(async () => {
  server = await startTestServer({ clock: new TestClock(new Date('2026-11-24T09:30:00-03:00')) });
}, 120_000);
afterAll(() => server?.close());

/** Moves the server's clock to a São Paulo wall-clock time and logs in then (sessions expire with time). */
async function configAt(local: string, email: DemoEmail = 'ana@mercado.example') {
  const target = new Date(`${local}-03:00`);
  server.clock.advance(target.getTime() - server.clock.now().getTime());
  const agent = await server.loginAs(email);
  const response = await agent.get('/jade/api/spots/config');
  expect(response.status).toBe(200);
  return v.parse(SpotsConfig, await response.json());
}

describe('GET /jade/api/spots/config', () => {
  it('serves now on a weekday morning', async () => {
    expect(await configAt('2026-11-24T09:30:00')).toEqual({
      min_advance_booking_time_minutes: 45,
      immediate_booking_available: true,
      pode_solicitar_rotas: true,
      block_details: null,
      service_available: 'ok',
    });
  });

  it.each([
    ['a weekday before 7h', '2026-11-24T06:15:00', 'only_available_today'],
    ['a weekday night', '2026-11-24T22:00:00', 'only_available_tomorrow'],
    ['a Saturday morning', '2026-11-28T10:00:00', 'ok'],
    ['a Saturday afternoon', '2026-11-28T15:00:00', 'only_available_next_work_day'],
    ['a Sunday', '2026-11-29T10:00:00', 'only_available_tomorrow'],
    ['Christmas, a national holiday', '2026-12-25T10:00:00', 'only_available_tomorrow'],
    ['Dia da Consciência Negra, a national holiday', '2026-11-20T10:00:00', 'only_available_tomorrow'],
  ])('on %s answers %s', async (_, local, expected) => {
    const config = await configAt(local);
    expect(config.service_available).toBe(expected);
    expect(config.immediate_booking_available).toBe(expected === 'ok');
    // The wizard shows a notice for every closed answer.
    expect(serviceAvailability(config.service_available).available).toBe(expected === 'ok');
  });

  it('tells a blocked customer and an inactive one apart', async () => {
    expect(await configAt('2026-11-24T10:00:00', 'bia@lojabloqueada.example')).toMatchObject({
      pode_solicitar_rotas: false,
      block_details: { code: 'BlockedCustomer' },
    });
    expect(await configAt('2026-11-24T10:00:00', 'caio@lojainativa.example')).toMatchObject({
      pode_solicitar_rotas: false,
      block_details: { code: 'Inatividade' },
    });
    expect(await configAt('2026-11-24T10:00:00', 'duda@outraloja.example')).toMatchObject({
      pode_solicitar_rotas: true,
      block_details: null,
    });
  });

  it('needs a session', async () => {
    const response = await server.agent().get('/jade/api/spots/config');
    expect(response.status).toBe(401);
    expect(v.parse(ApiErrorBody, await response.json()).code).toBe('not_signed_in');
  });
});

describe('GET /jade/api/spots/vehicles-v2', () => {
  it('lists the eleven vehicle types of SPEC §9 in core’s shape, the same for every customer', async () => {
    const ana = await server.loginAs('ana@mercado.example');
    const duda = await server.loginAs('duda@outraloja.example');
    const response = await ana.get('/jade/api/spots/vehicles-v2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const vehicles = v.parse(VehiclesResponse, await response.json());
    expect(vehicles.map((vehicle) => vehicle.id)).toEqual(VEHICLE_TYPE_CODES);
    expect(vehicles.find((vehicle) => vehicle.id === 'FIORINO')).toMatchObject({
      name: 'Utilitário Pequeno',
      shortName: 'Fiorino',
      maxCapacityInKg: 650,
      bodyTypeRequired: false,
      driverAssistants: { unitPrice: 45, defaultCount: 0, maxCount: 1 },
    });
    expect(vehicles.find((vehicle) => vehicle.id === 'CARRETA')).toMatchObject({
      bodyTypeRequired: true,
      possibleBodyTypes: expect.arrayContaining([{ id: 'SIDER', name: 'Sider' }]),
    });
    expect(await (await duda.get('/jade/api/spots/vehicles-v2')).json()).toEqual(vehicles);
  });

  it('needs a session', async () => {
    expect((await server.agent().get('/jade/api/spots/vehicles-v2')).status).toBe(401);
  });
});
