import type { GeoPoint } from '../schemas/primitives';

const EARTH_RADIUS_KM = 6371.0088;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * Urban road distance over straight-line distance, typical of Brazilian cities (São Paulo measures ~1.3). The
 * server prices with it when no routing service is configured, and the wizard's list shows the same estimate,
 * so the two distances on one screen agree.
 */
export const ROAD_FACTOR = 1.3;

/** Great-circle distance between two points, in km. */
export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road length of a path through the points in order (straight legs × ROAD_FACTOR); null under 2. */
export function estimatedRoadKm(points: readonly GeoPoint[], roadFactor = ROAD_FACTOR): number | null {
  if (points.length < 2) return null;
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += haversineKm(points[i - 1] as GeoPoint, points[i] as GeoPoint);
  return total * roadFactor;
}
