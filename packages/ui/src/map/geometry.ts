import polyline from '@mapbox/polyline';
import type { MapMarker, MapPoint } from './types';

/** GeoJSON position: longitude first. */
export type LngLat = [longitude: number, latitude: number];
/** South-west and north-east corners, as maplibre's `fitBounds` takes them. */
export type LngLatBounds = [LngLat, LngLat];

export interface RouteLine {
  type: 'Feature';
  properties: Record<string, never>;
  geometry: { type: 'LineString'; coordinates: LngLat[] };
}

/** SPEC §9: the map centres on São Paulo when there is nothing to show. */
export const DEFAULT_CENTER: MapPoint = { latitude: -23.55, longitude: -46.63 };
export const DEFAULT_ZOOM = 11;
/** Closest zoom a fit may reach: street level, close enough to tell apart two places a few dozen metres apart. */
export const FIT_MAX_ZOOM = 17;

const isFinitePoint = (p: MapPoint) =>
  Number.isFinite(p.latitude) &&
  Number.isFinite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

export const toLngLat = (p: MapPoint): LngLat => [p.longitude, p.latitude];

/**
 * The route's points: an encoded polyline (precision 5, SPEC §3 "geometry") is decoded, which yields
 * [lat, lng] pairs; a malformed text gives no points rather than a broken line.
 */
export function routePoints(route: string | readonly MapPoint[] | null | undefined): MapPoint[] {
  if (!route) return [];
  if (typeof route !== 'string') return route.filter(isFinitePoint);
  try {
    return polyline
      .decode(route, 5)
      .map(([latitude, longitude]) => ({ latitude, longitude }))
      .filter(isFinitePoint);
  } catch {
    return [];
  }
}

/** The route as a GeoJSON LineString feature ([lng, lat]), or null when it has fewer than two points. */
export function routeToLineString(route: string | readonly MapPoint[] | null | undefined): RouteLine | null {
  const points = routePoints(route);
  if (points.length < 2) return null;
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'LineString', coordinates: points.map(toLngLat) },
  };
}

/** The smallest box holding every point, or null for none (the caller then shows the default centre). */
export function boundsOf(points: readonly MapPoint[]): LngLatBounds | null {
  const valid = points.filter(isFinitePoint);
  const first = valid[0];
  if (!first) return null;
  let west = first.longitude;
  let east = first.longitude;
  let south = first.latitude;
  let north = first.latitude;
  for (const p of valid) {
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** What the map fits in view: every marker and every point of the route. */
export function frameOf(
  markers: readonly MapMarker[],
  route: string | readonly MapPoint[] | null | undefined,
): LngLatBounds | null {
  return boundsOf([...markers.map((m) => m.position), ...routePoints(route)]);
}
