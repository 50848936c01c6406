import { haversineKm } from '@box/core/rules';
import { DEFAULT_ROAD_FACTOR, osrmRouter, routerFor, straightLineRouter } from './router';

const se = { latitude: -23.5503, longitude: -46.6339 };
const paulista = { latitude: -23.5614, longitude: -46.6559 };
const campinas = { latitude: -22.9056, longitude: -47.0608 };

describe('straightLineRouter', () => {
  it('gives one leg per pair of consecutive stops, the straight line times the road factor', async () => {
    const legs = await straightLineRouter().legsKm([se, paulista, campinas]);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toBeCloseTo(haversineKm(se, paulista) * DEFAULT_ROAD_FACTOR, 9);
    expect(legs[1]).toBeCloseTo(haversineKm(paulista, campinas) * DEFAULT_ROAD_FACTOR, 9);
    expect(await straightLineRouter(1).legsKm([se, paulista])).toEqual([haversineKm(se, paulista)]);
    expect(await straightLineRouter().legsKm([se])).toEqual([]);
  });
});

describe('osrmRouter', () => {
  const answer = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('asks route/v1/driving with lng,lat pairs and reads each leg in km', async () => {
    const urls: string[] = [];
    const router = osrmRouter({
      baseUrl: 'http://osrm.test',
      fetch: async (url) => {
        urls.push(String(url));
        return answer({
          code: 'Ok',
          routes: [{ distance: 99000, legs: [{ distance: 3400 }, { distance: 95600 }] }],
        });
      },
    });
    expect(await router.legsKm([se, paulista, campinas])).toEqual([3.4, 95.6]);
    expect(urls).toEqual([
      'http://osrm.test/route/v1/driving/-46.6339,-23.5503;-46.6559,-23.5614;-47.0608,-22.9056?overview=false&steps=false',
    ]);
  });

  it.each([
    ['an error status', () => answer({ code: 'NoRoute' }, 400)],
    ['an unexpected body', () => answer({ code: 'Ok', routes: [] })],
    ['the wrong number of legs', () => answer({ code: 'Ok', routes: [{ legs: [{ distance: 1 }] }] })],
    [
      'a network failure',
      () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('falls back to the straight line on %s', async (_, reply) => {
    const failures: unknown[] = [];
    const router = osrmRouter({
      baseUrl: 'http://osrm.test',
      fetch: async () => reply(),
      onFallback: (error) => failures.push(error),
    });
    expect(await router.legsKm([se, paulista, campinas])).toEqual(
      await straightLineRouter().legsKm([se, paulista, campinas]),
    );
    expect(failures).toHaveLength(1);
  });

  it('is what BOX_ROUTER_URL selects; the straight line otherwise', async () => {
    expect(await routerFor({ routerUrl: null }).legsKm([se, paulista])).toEqual(
      await straightLineRouter().legsKm([se, paulista]),
    );
  });
});
