import { GeocoderUnavailableError } from './geocoder';
import { OnlineGeocoder } from './online-geocoder';

const PAULISTA = {
  cep: '01310100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  service: 'open-cep',
  location: { type: 'Point', coordinates: { longitude: '-46.6516', latitude: '-23.5651' } },
};

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    calls.push(String(input));
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('OnlineGeocoder (BrasilAPI CEP v2)', () => {
  it('reads street, neighbourhood, town, UF and the string coordinates', async () => {
    const { fetch, calls } = fakeFetch(() => json(PAULISTA));
    const geocoder = new OnlineGeocoder({ fetch, baseUrl: 'https://cep.example/api/cep/v2/' });
    expect(await geocoder.findCep('01310100')).toEqual({
      postalCode: '01310100',
      type: 'street',
      thoroughfare: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      locality: 'São Paulo',
      state: 'SP',
      point: { latitude: -23.5651, longitude: -46.6516 },
    });
    expect(calls).toEqual(['https://cep.example/api/cep/v2/01310100']);
  });

  it('has no point when the provider sends no coordinates', async () => {
    const { fetch } = fakeFetch(() => json({ ...PAULISTA, location: { type: 'Point', coordinates: {} } }));
    expect((await new OnlineGeocoder({ fetch }).findCep('01310100'))?.point).toBeNull();
  });

  it('reads a town-wide CEP as a locality', async () => {
    const { fetch } = fakeFetch(() =>
      json({ cep: '13825000', state: 'SP', city: 'Holambra', neighborhood: null, street: null }),
    );
    expect(await new OnlineGeocoder({ fetch }).findCep('13825000')).toMatchObject({
      type: 'locality',
      thoroughfare: null,
      locality: 'Holambra',
    });
  });

  it.each([404, 400])('reads %i as an unknown CEP', async (status) => {
    const { fetch } = fakeFetch(() => json({ name: 'CepPromiseError', type: 'service_error' }, status));
    expect(await new OnlineGeocoder({ fetch }).findCep('99999999')).toBeNull();
  });

  it('is unavailable on a server error, a network failure or an unexpected body', async () => {
    const failing = [
      () => json({ message: 'boom' }, 500),
      () => Promise.reject(new TypeError('fetch failed')),
      () => json({ unexpected: true }),
      () => new Response('<html>', { status: 200 }),
    ];
    for (const answer of failing) {
      const { fetch } = fakeFetch(answer);
      await expect(new OnlineGeocoder({ fetch }).findCep('01310100')).rejects.toBeInstanceOf(
        GeocoderUnavailableError,
      );
    }
  });

  it('asks once per CEP (a pasted sheet repeats them), but retries after a failure', async () => {
    let fail = true;
    const { fetch, calls } = fakeFetch(() => (fail ? json({}, 503) : json(PAULISTA)));
    const geocoder = new OnlineGeocoder({ fetch });
    await expect(geocoder.findCep('01310100')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    fail = false;
    await geocoder.findCep('01310100');
    await geocoder.findCep('01310100');
    expect(calls).toHaveLength(2);
  });

  it('forgets the oldest answers past its cache size', async () => {
    const { fetch, calls } = fakeFetch(() => json(PAULISTA));
    const geocoder = new OnlineGeocoder({ fetch, cacheSize: 1 });
    await geocoder.findCep('01310100');
    await geocoder.findCep('01001000');
    await geocoder.findCep('01310100');
    expect(calls).toHaveLength(3);
  });
});
