import { estimatedRoadKm, haversineKm, ROAD_FACTOR } from './distance';

const se = { latitude: -23.5503, longitude: -46.6339 };
const paulista = { latitude: -23.5614, longitude: -46.6559 };
const rio = { latitude: -22.9068, longitude: -43.1729 };

describe('haversineKm', () => {
  it('measures Praça da Sé → Avenida Paulista (about 2.6 km) and São Paulo → Rio (about 360 km)', () => {
    expect(haversineKm(se, paulista)).toBeCloseTo(2.56, 1);
    expect(haversineKm(se, rio)).toBeGreaterThan(355);
    expect(haversineKm(se, rio)).toBeLessThan(365);
    expect(haversineKm(se, se)).toBe(0);
  });
});

describe('estimatedRoadKm', () => {
  it('is null without two points', () => {
    expect(estimatedRoadKm([])).toBeNull();
    expect(estimatedRoadKm([se])).toBeNull();
  });

  it('sums the legs in order and applies the road factor', () => {
    const legs = haversineKm(se, paulista) + haversineKm(paulista, se);
    expect(estimatedRoadKm([se, paulista, se])).toBeCloseTo(legs * ROAD_FACTOR, 9);
    expect(estimatedRoadKm([se, paulista], 1)).toBeCloseTo(haversineKm(se, paulista), 9);
  });
});
