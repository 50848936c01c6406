import type { CepRecord } from './geocoder';
import { locationOf, pointForNumber } from './locate';

const paulista: CepRecord = {
  postalCode: '01310100',
  type: 'street',
  thoroughfare: 'Avenida Paulista',
  neighborhood: 'Bela Vista',
  locality: 'São Paulo',
  state: 'SP',
  point: { latitude: -23.5651, longitude: -46.6516 },
};
const town: CepRecord = {
  ...paulista,
  postalCode: '13825000',
  type: 'locality',
  thoroughfare: null,
  neighborhood: null,
  locality: 'Holambra',
  point: { latitude: -22.6405, longitude: -47.0487 },
};

/** Meters between two close points (equirectangular, enough for a few hundred meters). */
function meters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dy = (a.latitude - b.latitude) * 111_320;
  const dx = (a.longitude - b.longitude) * 111_320 * Math.cos((a.latitude * Math.PI) / 180);
  return Math.hypot(dx, dy);
}

describe('pointForNumber', () => {
  it('puts a door near the street point, the same one every time', () => {
    const door = pointForNumber(paulista, paulista.point!, '1578');
    expect(door).toEqual(pointForNumber(paulista, paulista.point!, '1578'));
    expect(door).not.toEqual(paulista.point);
    expect(meters(door, paulista.point!)).toBeLessThan(220);
  });

  it('gives different numbers different doors', () => {
    const a = pointForNumber(paulista, paulista.point!, '100');
    const b = pointForNumber(paulista, paulista.point!, '300');
    expect(meters(a, b)).toBeGreaterThan(150);
  });

  it('keeps the point without a number or for a whole town', () => {
    expect(pointForNumber(paulista, paulista.point!, '')).toEqual(paulista.point);
    expect(pointForNumber(paulista, paulista.point!, 's/n')).toEqual(paulista.point);
    expect(pointForNumber(town, town.point!, '120')).toEqual(town.point);
  });
});

describe('locationOf', () => {
  it('answers the address and the door', () => {
    expect(locationOf(paulista, '1000', true)).toEqual({
      address: {
        type: 'street',
        thoroughfare: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        locality: 'São Paulo',
        state: 'SP',
        postalCode: '01310100',
      },
      geolocation: pointForNumber(paulista, paulista.point!, '1000'),
    });
  });

  it('is the not-found outcome when coordinates are required and missing', () => {
    const noPoint = { ...paulista, point: null };
    expect(locationOf(noPoint, '1000', true)).toBeNull();
    expect(locationOf(noPoint, '1000', false)).toMatchObject({ geolocation: null });
  });
});
