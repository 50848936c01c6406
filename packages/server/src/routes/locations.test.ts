import { createApiClient } from '@box/core/api';
import { addressLookupError } from '@box/core/errors';
import { Location } from '@box/core/schemas';
import * as v from 'valibot';
import { createApp } from '../app';
import type { CepRecord, Geocoder } from '../geo/geocoder';
import { GeocoderUnavailableError } from '../geo/geocoder';
import { expectApiError } from '../test/expect-api';
import { Agent, startTestServer, type TestServer } from '../test/harness';
import { captureServerLogs } from '../test/log-capture';

let server: TestServer;
let ana: Agent;

beforeAll(async () => {
  server = await startTestServer();
  ana = await server.loginAs('ana@mercado.example');
}, 120_000);
afterAll(() => server?.close());

const lookup = (agent: Agent, search: string, requireGeolocation?: string) =>
  agent.get(
    `/jade/api/locations?search=${encodeURIComponent(search)}${
      requireGeolocation === undefined ? '' : `&requireGeolocation=${requireGeolocation}`
    }`,
  );

/** An agent of another app over the same database, logged in as ana (the session lives in the database). */
function anaOn(geocoder: Geocoder): Agent {
  const agent = new Agent(
    createApp({ db: server.db, config: server.config, clock: server.clock.now, geocoder }),
  );
  for (const [name, value] of ana.cookies) agent.cookies.set(name, value);
  return agent;
}

describe('GET /jade/api/locations (embedded gazetteer)', () => {
  it('finds Avenida Paulista with a point for the number', async () => {
    const response = await lookup(ana, '01310100:1578', 'true');
    expect(response.status).toBe(200);
    const location = v.parse(Location, await response.json());
    expect(location.address).toEqual({
      type: 'street',
      thoroughfare: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      locality: 'São Paulo',
      state: 'SP',
      postalCode: '01310100',
    });
    expect(location.geolocation!.latitude).toBeCloseTo(-23.565, 2);
    expect(location.geolocation!.longitude).toBeCloseTo(-46.652, 2);
  });

  it('answers the street point without a number, and the same door for the same number', async () => {
    const plain = v.parse(Location, await (await lookup(ana, '01001000:')).json());
    expect(plain.geolocation).toEqual({ latitude: -23.5503, longitude: -46.6339 });
    const first = v.parse(Location, await (await lookup(ana, '01001000:50', 'false')).json());
    const again = await (await lookup(ana, '01001000:50', 'false')).json();
    expect(first).toEqual(again);
    expect(first.geolocation).not.toEqual(plain.geolocation);
  });

  it('resolves the addresses of the demo warehouses', async () => {
    const response = await lookup(ana, '01139002:2000');
    expect(v.parse(Location, await response.json()).address.thoroughfare).toBe(
      'Avenida Marquês de São Vicente',
    );
  });

  it("answers an unknown CEP with the 404 core reads as 'CEP não encontrado'", async () => {
    const body = await expectApiError(await lookup(ana, '99999999:10'), 404, 'not_found');
    expect(body.message).toBe('O CEP procurado não foi encontrado.');
  });

  it('gives core’s client the PostalCodeNotFound outcome for an unknown CEP', async () => {
    const client = createApiClient({
      baseUrl: 'http://localhost/jade/api',
      fetch: (input, init) => {
        const request = new Request(input, init);
        request.headers.set('cookie', [...ana.cookies].map(([k, value]) => `${k}=${value}`).join('; '));
        return Promise.resolve(server.app.request(request));
      },
    });
    expect((await client.locations({ postalCode: '01310-100', number: '10' })).address.thoroughfare).toBe(
      'Avenida Paulista',
    );
    const failure = await client
      .locations({ postalCode: '99999-999', number: '10' })
      .catch((e: unknown) => e);
    expect(addressLookupError(failure)).toEqual({ kind: 'PostalCodeNotFound' });
  });

  it.each([
    ['a masked CEP', '01310-100:1578'],
    ['a CEP of 7 digits', '0131010:1578'],
    ['a CEP of 9 digits', '013101001:1578'],
    ['no number separator', '01310100'],
    ['letters', 'abcdefgh:1'],
  ])('refuses %s with validation_error', async (_, search) => {
    await expectApiError(await lookup(ana, search), 400, 'validation_error');
  });

  it('refuses a missing search, a bad requireGeolocation and a repeated parameter', async () => {
    await expectApiError(await ana.get('/jade/api/locations'), 400, 'validation_error');
    await expectApiError(await lookup(ana, '01310100:1', 'yes'), 400, 'validation_error');
    await expectApiError(
      await ana.get('/jade/api/locations?search=01310100:1&search=01001000:1'),
      400,
      'validation_error',
    );
  });

  it('needs a session', async () => {
    await expectApiError(await lookup(server.agent(), '01310100:1'), 401, 'not_signed_in');
  });
});

describe('GET /jade/api/locations (another provider)', () => {
  const withoutPoint: CepRecord = {
    postalCode: '04538133',
    type: 'street',
    thoroughfare: 'Avenida Brigadeiro Faria Lima',
    neighborhood: 'Itaim Bibi',
    locality: 'São Paulo',
    state: 'SP',
    point: null,
  };
  const fake = (answer: () => Promise<CepRecord | null>): Geocoder => ({ name: 'fake', findCep: answer });

  it('honours requireGeolocation when the provider has no coordinates', async () => {
    const agent = anaOn(fake(async () => withoutPoint));
    await expectApiError(await lookup(agent, '04538133:3477', 'true'), 404, 'not_found');
    const response = await lookup(agent, '04538133:3477', 'false');
    expect(response.status).toBe(200);
    expect(v.parse(Location, await response.json())).toMatchObject({
      address: { thoroughfare: 'Avenida Brigadeiro Faria Lima' },
      geolocation: null,
    });
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const logs = captureServerLogs();
    const agent = anaOn(
      fake(async () => {
        throw new GeocoderUnavailableError('timeout');
      }),
    );
    const body = await expectApiError(await lookup(agent, '04538133:1'), 502, 'geocoder_unavailable');
    expect(body.message).toMatch(/^Não foi possível consultar o CEP/);
    logs.stop();
    expect(logs.events).toHaveLength(1);
  });
});
