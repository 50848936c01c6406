import { estimatedRoadKm } from '@box/core/rules';
import type { GeoPoint, Merchandise, ServiceType } from '@box/core/schemas';

/**
 * The figures step 1 hands on (SPEC §4 vehicle step): pure functions of the rows, so the slice and the test
 * fakes (wizard/fakeSlices.ts) compute them the same way.
 */

export const pointOf = (place: { latitude: number | null; longitude: number | null }): GeoPoint | null =>
  place.latitude === null || place.longitude === null
    ? null
    : { latitude: place.latitude, longitude: place.longitude };

/** Sum of the fiscal documents' goods values (shipments.amount); 0 when none. */
export const goodsValueTotal = (items: readonly Merchandise[]): number =>
  items.reduce((sum, row) => sum + (row.fiscalDocument?.shipments.amount ?? 0), 0);

/** Σ fiscal-document weights in kg, null when no document carries one. */
export function documentsWeightKg(items: readonly Merchandise[]): number | null {
  const weights = items
    .map((row) => row.fiscalDocument?.cargoMeasurements.grossWeightInKg ?? null)
    .filter((weight): weight is number => weight !== null);
  return weights.length === 0 ? null : weights.reduce((sum, weight) => sum + weight, 0);
}

/**
 * Estimated road km through the ok rows: warehouse → stops (→ the round trip's place) for a delivery, stops →
 * warehouse for a pickup; null without a located warehouse or a located ok row.
 */
export function distanceKm(
  origin: GeoPoint | null,
  items: readonly Merchandise[],
  back: GeoPoint | null,
  serviceType: ServiceType,
): number | null {
  if (!origin) return null;
  const stops = items
    .filter((row) => row.status.type === 'ok')
    .map((row) => pointOf(row.address))
    .filter((point): point is GeoPoint => point !== null);
  if (stops.length === 0) return null;
  const path = serviceType === 'PICKUP' ? [...stops, origin] : [origin, ...stops, ...(back ? [back] : [])];
  return estimatedRoadKm(path);
}
