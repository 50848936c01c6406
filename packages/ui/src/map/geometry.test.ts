import polyline from '@mapbox/polyline';
import { boundsOf, DEFAULT_CENTER, frameOf, routePoints, routeToLineString } from './geometry';
import type { MapMarker } from './types';

// Avenida Paulista → Praça da Sé → Ibirapuera, as [lat, lng] (what the encoder takes).
const PATH: [number, number][] = [
  [-23.56168, -46.65598],
  [-23.55052, -46.63331],
  [-23.58737, -46.65762],
];

describe('routePoints / routeToLineString', () => {
  it('decodes a precision-5 polyline and swaps to GeoJSON [lng, lat]', () => {
    const encoded = polyline.encode(PATH, 5);
    const line = routeToLineString(encoded);
    expect(line?.geometry.type).toBe('LineString');
    expect(line?.geometry.coordinates).toEqual(PATH.map(([lat, lng]) => [lng, lat]));
  });

  it('takes points too, in the domain field names', () => {
    const line = routeToLineString([
      { latitude: -23.5, longitude: -46.6 },
      { latitude: -23.6, longitude: -46.7 },
    ]);
    expect(line?.geometry.coordinates).toEqual([
      [-46.6, -23.5],
      [-46.7, -23.6],
    ]);
  });

  it('gives no line for nothing, one point, or coordinates off the globe', () => {
    expect(routeToLineString(null)).toBeNull();
    expect(routeToLineString('')).toBeNull();
    expect(routeToLineString([{ latitude: -23.5, longitude: -46.6 }])).toBeNull();
    expect(routePoints([{ latitude: 123, longitude: -46.6 }])).toEqual([]);
  });
});

describe('boundsOf / frameOf', () => {
  it('is the south-west and north-east corners of the points', () => {
    expect(
      boundsOf([
        { latitude: -23.5, longitude: -46.7 },
        { latitude: -23.7, longitude: -46.5 },
        { latitude: -23.6, longitude: -46.6 },
      ]),
    ).toEqual([
      [-46.7, -23.7],
      [-46.5, -23.5],
    ]);
  });

  it('is null with nothing to show (the map then uses the default centre, São Paulo)', () => {
    expect(boundsOf([])).toBeNull();
    expect(frameOf([], null)).toBeNull();
    expect(DEFAULT_CENTER).toEqual({ latitude: -23.55, longitude: -46.63 });
  });

  it('holds the markers and the whole route', () => {
    const markers: MapMarker[] = [
      { id: 'a', kind: 'warehouse', title: 'Armazém', position: { latitude: -23.55, longitude: -46.64 } },
    ];
    expect(frameOf(markers, polyline.encode(PATH, 5))).toEqual([
      [-46.65762, -23.58737],
      [-46.63331, -23.55],
    ]);
  });
});
