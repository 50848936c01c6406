import { haversineKm } from './geo';

describe('haversineKm', () => {
  it('measures Praça da Sé → Avenida Paulista (about 2.6 km) and São Paulo → Rio (about 360 km)', () => {
    const se = { latitude: -23.5503, longitude: -46.6339 };
    const paulista = { latitude: -23.5614, longitude: -46.6559 };
    const rio = { latitude: -22.9068, longitude: -43.1729 };
    expect(haversineKm(se, paulista)).toBeCloseTo(2.56, 1);
    expect(haversineKm(se, rio)).toBeGreaterThan(355);
    expect(haversineKm(se, rio)).toBeLessThan(365);
    expect(haversineKm(se, se)).toBe(0);
  });
});
