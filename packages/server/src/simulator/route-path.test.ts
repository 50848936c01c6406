import { encodePolyline, haversineKm } from '../seed/polyline';
import { decodePolyline, legPath, pathLengthKm, walk } from './route-path';

const paulista = [-23.5614, -46.6559] as const;
const se = [-23.5503, -46.6339] as const;
const pinheiros = [-23.5667, -46.6936] as const;

describe('decodePolyline', () => {
  it('reads back what the seed encodes (precision 5)', () => {
    const points = [paulista, se, pinheiros];
    const decoded = decodePolyline(encodePolyline(points));
    expect(decoded).toHaveLength(3);
    decoded.forEach((p, i) => {
      expect(p[0]).toBeCloseTo(points[i]![0], 5);
      expect(p[1]).toBeCloseTo(points[i]![1], 5);
    });
  });

  it("decodes Google's reference example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });

  it('refuses a truncated polyline', () => {
    expect(() => decodePolyline('_p~iF~ps|U_')).toThrow(RangeError);
  });
});

describe('legPath and walk', () => {
  it('follows the route between the two stops, else the straight line', () => {
    const geometry = encodePolyline([paulista, se, pinheiros]);
    const path = legPath(geometry, paulista, pinheiros);
    expect(path).toHaveLength(3);
    expect(path[1]![0]).toBeCloseTo(se[0], 4);
    expect(legPath(null, paulista, pinheiros)).toEqual([paulista, pinheiros]);
    expect(legPath('%%%', paulista, pinheiros)).toEqual([paulista, pinheiros]);
  });

  it('moves along the path and says how far is left', () => {
    const path = [paulista, se, pinheiros];
    const total = pathLengthKm(path);
    const first = haversineKm(paulista, se);
    const halfway = walk(path, first / 2);
    expect(halfway.remainingKm).toBeCloseTo(total - first / 2, 3);
    expect(haversineKm(halfway.point, paulista)).toBeCloseTo(first / 2, 1);
    const beyond = walk(path, first + 0.5);
    expect(beyond.remainingKm).toBeCloseTo(total - first - 0.5, 3);
    expect(walk(path, total + 1)).toEqual({ point: pinheiros, remainingKm: 0 });
  });
});
