import type { RouteStop } from './places';
import { intercityKm, TOLL_PRICE_PER_KM, TOLL_UNITS, tollPrice } from './tolls';

const stop = (municipality: string): RouteStop => ({
  point: { latitude: 0, longitude: 0 },
  municipality,
  uf: municipality.split('/')[1]!,
});

describe('tolls', () => {
  it('counts only the legs between two municipalities', () => {
    const route = [stop('sao paulo/SP'), stop('sao paulo/SP'), stop('campinas/SP'), stop('sao paulo/SP')];
    expect(intercityKm(route, [10, 95, 100])).toBe(195);
    expect(intercityKm([stop('sao paulo/SP'), stop('sao paulo/SP')], [30])).toBe(0);
  });

  it('charges per km by the vehicle toll category: a motorcycle half a car, trucks per axle', () => {
    expect(tollPrice('PASSEIO', 100)).toBeCloseTo(100 * TOLL_PRICE_PER_KM, 9);
    expect(tollPrice('MOTO', 100)).toBeCloseTo(tollPrice('PASSEIO', 100) / 2, 9);
    expect(tollPrice('TRUCK', 100)).toBeCloseTo(3 * tollPrice('PASSEIO', 100), 9);
    expect(tollPrice('CARRETA', 0)).toBe(0);
    // Bigger vehicles never pay less.
    const units = Object.values(TOLL_UNITS);
    expect(units).toEqual([...units].sort((a, b) => a - b));
  });
});
