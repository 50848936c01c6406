import { haversineKm, ROAD_FACTOR } from '@box/core/rules';
import type { GeoPoint } from '@box/core/schemas';
import * as v from 'valibot';
import { logger } from '../log/logger';

/**
 * Road distances between consecutive stops. The default is the straight line times a road factor (streets are
 * longer than the crow flies); with BOX_ROUTER_URL an OSRM server gives real road distances.
 */
export interface Router {
  /** One distance in km per leg: points[0]→points[1], points[1]→points[2], … */
  legsKm(points: readonly GeoPoint[]): Promise<number[]>;
}

/** core's ROAD_FACTOR: the wizard's list shows the same estimate. */
export const DEFAULT_ROAD_FACTOR = ROAD_FACTOR;

export function straightLineRouter(roadFactor = DEFAULT_ROAD_FACTOR): Router {
  return {
    async legsKm(points) {
      return points.slice(1).map((point, i) => haversineKm(points[i]!, point) * roadFactor);
    },
  };
}

// Only what we read of OSRM's answer (http://project-osrm.org/docs/v5.24.0/api/#route-service).
const OsrmRoute = v.object({
  code: v.literal('Ok'),
  routes: v.pipe(
    v.array(
      v.object({
        legs: v.array(v.object({ distance: v.pipe(v.number(), v.minValue(0)) })),
      }),
    ),
    v.minLength(1),
  ),
});

export interface OsrmOptions {
  /** e.g. 'http://osrm:5000' (no trailing slash). */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Used when the server fails or is slow, so a quote never waits on it; straight line by default. */
  fallback?: Router;
  onFallback?: (error: unknown) => void;
}

/** Road distances from an OSRM server's `route/v1/driving`, falling back to the straight line on failure. */
export function osrmRouter({
  baseUrl,
  fetch: fetchFn = fetch,
  timeoutMs = 2_000,
  fallback = straightLineRouter(),
  onFallback = (error) => logger.warn({ err: error }, 'OSRM unavailable, using the straight line'),
}: OsrmOptions): Router {
  return {
    async legsKm(points) {
      if (points.length < 2) return [];
      const coordinates = points.map((p) => `${p.longitude},${p.latitude}`).join(';');
      const url = `${baseUrl}/route/v1/driving/${coordinates}?overview=false&steps=false`;
      try {
        const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`OSRM respondeu ${response.status}`);
        const route = v.parse(OsrmRoute, await response.json()).routes[0]!;
        if (route.legs.length !== points.length - 1) throw new Error('OSRM: número de trechos inesperado');
        return route.legs.map((leg) => leg.distance / 1000);
      } catch (error) {
        onFallback(error);
        return fallback.legsKm(points);
      }
    },
  };
}

/** The router the configuration asks for. */
export function routerFor(config: { routerUrl: string | null }): Router {
  return config.routerUrl ? osrmRouter({ baseUrl: config.routerUrl }) : straightLineRouter();
}
