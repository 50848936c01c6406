import { FEATURE_AD_VALOREM } from '@box/core/catalogues';
import type { EstimateRequest } from '@box/core/schemas';
import type { Database } from '../db/database';
import { routeOf } from '../pricing/places';
import { type PriceBreakdown, priceSpot } from '../pricing/price-spot';
import { routerFor } from '../pricing/router';
import { customerHasFeature } from '../queries/customer-feature';
import type { VehicleSpec } from './vehicles';

export interface PriceRequestInput {
  db: Database;
  config: { routerUrl: string | null };
  customerId: number;
  request: EstimateRequest;
  vehicle: VehicleSpec;
  scheduledFor: Date | null;
  now: Date;
  /**
   * Km to bill instead of the route's (a super-batch row's declared distance): every leg is scaled so that
   * they add up to it, so tolls still fall on the legs between municipalities.
   */
  declaredDistanceInKm?: number | null;
}

/** Legs scaled to add up to `total` km; a route of zero length puts it all on the first leg. */
export function scaleLegs(legs: readonly number[], total: number): number[] {
  const routed = legs.reduce((sum, km) => sum + km, 0);
  if (legs.length === 0) return [];
  if (routed === 0) return legs.map((_, i) => (i === 0 ? total : 0));
  return legs.map((km) => (km * total) / routed);
}

/**
 * The price of a request as POST /spot/estimate quotes it (pricing/price-spot.ts): the route through the
 * router, ad valorem only for a customer with the feature and a declared goods value.
 */
export async function priceRequest(input: PriceRequestInput): Promise<PriceBreakdown> {
  const { request } = input;
  const stops = routeOf(request);
  // Without a declared value there is no ad valorem to charge, whatever the customer's features.
  const declaredValue = (request.merchandisesTotalPrice ?? 0) > 0;
  const [routedLegs, adValorem] = await Promise.all([
    routerFor(input.config).legsKm(stops.map((s) => s.point)),
    declaredValue ? customerHasFeature(input.db, input.customerId, FEATURE_AD_VALOREM) : false,
  ]);
  const declared = input.declaredDistanceInKm;
  return priceSpot({
    vehicle: input.vehicle,
    extras: request.vehicleConfig.extras,
    driverAssistantsCount: request.driverAssistantsCount,
    stops,
    legsKm: declared === null || declared === undefined ? routedLegs : scaleLegs(routedLegs, declared),
    merchandisesTotalPrice: request.merchandisesTotalPrice,
    adValorem,
    now: input.now,
    scheduledFor: input.scheduledFor,
  });
}
