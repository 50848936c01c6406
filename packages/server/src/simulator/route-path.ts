import { haversineKm } from '../seed/polyline';

export type Point = readonly [lat: number, lng: number];

/** Google's encoded polyline (precision 5) back to [lat, lng] points; the inverse of seed/polyline's encoder. */
export function decodePolyline(encoded: string): Point[] {
  const points: Point[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = () => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new RangeError('polyline truncada');
      byte = encoded.charCodeAt(index++) - 63;
      result |= (byte & 0x1f) << shift;
      shift += 5;
    } while (byte >= 0x20);
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}

const nearestIndex = (points: readonly Point[], target: Point) => {
  let best = 0;
  for (let i = 1; i < points.length; i++) {
    if (haversineKm(points[i]!, target) < haversineKm(points[best]!, target)) best = i;
  }
  return best;
};

/**
 * The way from `from` to `to`: the part of the order's route (when it has a geometry) between the vertices
 * nearest to both ends, else the straight line.
 */
export function legPath(geometry: string | null, from: Point, to: Point): Point[] {
  let route: Point[] = [];
  try {
    route = geometry ? decodePolyline(geometry) : [];
  } catch {
    route = [];
  }
  if (route.length >= 2) {
    const start = nearestIndex(route, from);
    const end = nearestIndex(route, to);
    if (start < end) return [from, ...route.slice(start + 1, end), to];
  }
  return [from, to];
}

export const pathLengthKm = (path: readonly Point[]) =>
  path.slice(1).reduce((sum, p, i) => sum + haversineKm(path[i]!, p), 0);

/** Where one ends after going `km` along `path`, and how much of it is left (0 = arrived). */
export function walk(path: readonly Point[], km: number): { point: Point; remainingKm: number } {
  let left = km;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const segment = haversineKm(a, b);
    if (left < segment) {
      const f = left / segment;
      const point: Point = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      return { point, remainingKm: segment - left + pathLengthKm(path.slice(i)) };
    }
    left -= segment;
  }
  return { point: path[path.length - 1]!, remainingKm: 0 };
}
