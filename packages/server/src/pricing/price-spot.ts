import { DISCOUNT_TYPE, type TaxType } from '@box/core/catalogues';
import type { PriceEstimate } from '@box/core/schemas';
import { VEHICLE_EXTRAS, type VehicleSpec } from '../domain/vehicles';
import { adValoremInCents, advanceBookingDiscountInCents } from './adjustments';
import { fromCents, toCents } from './money';
import type { RouteStop } from './places';
import { jurisdictionOf, taxesInCents } from './taxes';
import { intercityKm, tollPrice } from './tolls';

export interface PricingInput {
  vehicle: VehicleSpec;
  /** Extra ids the vehicle offers (checked by `vehicleChoiceProblems`). */
  extras: readonly string[];
  driverAssistantsCount: number;
  /** The stops in driving order and the road km of each leg between them. */
  stops: readonly RouteStop[];
  legsKm: readonly number[];
  merchandisesTotalPrice: number | null;
  /** The customer has 'feature:ad_valorem'. */
  adValorem: boolean;
  /** When the price is estimated (the order is placed within the quote's validity). */
  now: Date;
  /** null = immediate */
  scheduledFor: Date | null;
}

/** A price estimate without its identity (quotation id and time), as core's `PriceEstimate` carries it. */
export type PriceBreakdown = Omit<PriceEstimate, 'priceEstimatedAt' | 'quotationId'>;

/**
 * The price of a spot:
 * - freight = the vehicle's base price + price per km × road km + the chosen extras (priceComponents lists
 *   these parts; they add up to the freight);
 * - driver assistants = unit price × count; tolls on the intercity km (see tolls.ts); ad valorem (see
 *   adjustments.ts); the advance-booking discount off the freight, listed in `discounts`;
 * - net = freight + assistants + tolls + ad valorem − discount;
 * - taxes on the net without the tolls (Lei 10.209/2001: the toll is not part of the freight's value nor of
 *   any tax base), gross = net + taxes. All in cents.
 */
export function priceSpot(input: PricingInput): PriceBreakdown {
  const { vehicle } = input;
  const distanceInKm = fromCents(toCents(input.legsKm.reduce((sum, km) => sum + km, 0)));

  const components = [
    { name: 'Tarifa base', cents: toCents(vehicle.basePrice) },
    { name: 'Distância', cents: toCents(vehicle.pricePerKm * distanceInKm) },
    ...vehicle.extras
      .filter((id) => input.extras.includes(id))
      .map((id) => ({ name: VEHICLE_EXTRAS[id].description, cents: toCents(VEHICLE_EXTRAS[id].price) })),
  ];
  const freight = components.reduce((sum, c) => sum + c.cents, 0);
  const assistants = input.driverAssistantsCount * toCents(vehicle.assistants.unitPrice);
  const toll = toCents(tollPrice(vehicle.type, intercityKm(input.stops, input.legsKm)));
  const adValorem = adValoremInCents(input.adValorem, input.merchandisesTotalPrice);
  const discount = advanceBookingDiscountInCents(freight, input.now, input.scheduledFor);
  const net = freight + assistants + toll + adValorem - discount;

  const taxCents = taxesInCents(net - toll, jurisdictionOf(input.stops));
  const totalTaxes = Object.values(taxCents).reduce((sum, cents) => sum + cents, 0);
  const taxes: Partial<Record<TaxType, number>> = {};
  for (const [type, cents] of Object.entries(taxCents) as [TaxType, number][]) taxes[type] = fromCents(cents);

  return {
    freightPrice: fromCents(freight),
    distanceInKm,
    driverAssistantsPrice: fromCents(assistants),
    tollPrice: fromCents(toll),
    // The driver pays the booths on the way and is paid back the same amount.
    driverTollPrice: fromCents(toll),
    adValoremPrice: fromCents(adValorem),
    priceComponents: components.map((c) => ({ name: c.name, value: fromCents(c.cents) })),
    netPrice: fromCents(net),
    grossPrice: fromCents(net + totalTaxes),
    taxes: taxes as Record<TaxType, number>,
    totalTaxes: fromCents(totalTaxes),
    discounts: discount > 0 ? [{ type: DISCOUNT_TYPE.ADVANCE_BOOKING, value: fromCents(discount) }] : [],
  };
}
