import { EstimateRequest, type GeoPoint, type NewSpotCommand } from '@box/core/schemas';
import * as v from 'valibot';
import { toCents } from '../pricing/money';

/** What a quotation was priced for; an order may only use a quote priced for the same thing. */
interface QuotedFor {
  vehicle: string;
  extras: string[];
  serviceType: string;
  isRoundTrip: boolean;
  driverAssistantsCount: number;
  scheduledFor: string | null;
  merchandisesTotalPriceCents: number;
  /** Distinct stop coordinates (5 decimals, about a metre), sorted: the places, whatever their ids. */
  points: string[];
}

const pointKey = (p: GeoPoint) => `${p.latitude.toFixed(5)},${p.longitude.toFixed(5)}`;
const distinctSorted = (values: Iterable<string>) => [...new Set(values)].sort();

function quotedFor(fields: {
  vehicle: string;
  extras: readonly string[];
  serviceType: string;
  isRoundTrip: boolean;
  driverAssistantsCount: number;
  scheduledFor: string | null;
  merchandisesTotalPrice: number | null;
  points: GeoPoint[];
}): QuotedFor {
  return {
    vehicle: fields.vehicle,
    extras: distinctSorted(fields.extras),
    serviceType: fields.serviceType,
    isRoundTrip: fields.isRoundTrip,
    driverAssistantsCount: fields.driverAssistantsCount,
    scheduledFor: fields.scheduledFor,
    merchandisesTotalPriceCents: toCents(fields.merchandisesTotalPrice ?? 0),
    points: distinctSorted(fields.points.map(pointKey)),
  };
}

export function quotedForEstimate(request: EstimateRequest): QuotedFor {
  const places = [request.loadingPlace, ...request.places, request.unloadingPlace].filter((p) => p !== null);
  return quotedFor({
    ...request,
    extras: request.vehicleConfig.extras,
    points: places.map((p) => p.geolocation),
  });
}

export function quotedForCommand(command: NewSpotCommand): QuotedFor {
  const places = [
    command.loadingPlace,
    command.unloadingPlace,
    ...command.transportations.flatMap((t) => [t.origin, t.destination]),
  ].filter((p) => p !== null);
  return quotedFor({
    ...command,
    vehicle: command.vehicle.type,
    extras: command.vehicle.extras,
    points: places.map((p) => p.geolocation),
  });
}

export interface QuotationFacts {
  request: unknown;
  grossPrice: number;
  tollPrice: number;
  driverTollPrice: number;
  distanceKm: number;
  expiresAt: Date;
}

export type QuoteProblem = 'unknown' | 'expired' | 'price_changed' | 'different_request';

const sameCents = (wire: string, value: number) => toCents(Number(wire)) === toCents(value);

/**
 * Why a command cannot use its quotation, or null when it can: the quote must be this customer's (the caller
 * looked it up under the session's customer: null = unknown or someone else's), not expired, with the values
 * the user accepted (price = gross price, tolls, distance), and priced for the same vehicle, service,
 * schedule, assistants, declared value and places.
 */
export function quoteProblem(
  quotation: QuotationFacts | null,
  command: NewSpotCommand,
  now: Date,
): QuoteProblem | null {
  if (!quotation) return 'unknown';
  if (quotation.expiresAt.getTime() <= now.getTime()) return 'expired';
  const { quote } = command;
  if (
    !sameCents(quote.price, quotation.grossPrice) ||
    !sameCents(quote.tollPrice, quotation.tollPrice) ||
    !sameCents(quote.driverTollPrice, quotation.driverTollPrice) ||
    !sameCents(quote.distance, quotation.distanceKm)
  ) {
    return 'price_changed';
  }
  const request = v.safeParse(EstimateRequest, quotation.request);
  if (!request.success) return 'different_request';
  const priced = JSON.stringify(quotedForEstimate(request.output));
  return priced === JSON.stringify(quotedForCommand(command)) ? null : 'different_request';
}
