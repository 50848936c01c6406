import { qualifiesForAdvanceBookingDiscount } from '@box/core/rules';
import { shareOf, toCents } from './money';

/** Ad valorem (cargo insurance share): 0,3% of the declared merchandise value, for customers with the feature. */
export const AD_VALOREM_RATE = 0.003;

/** SPEC §9 advance booking: 5% off the freight when the service starts 6 h or more after the order. */
export const ADVANCE_BOOKING_DISCOUNT_RATE = 0.05;

export function adValoremInCents(enabled: boolean, merchandisesTotalPrice: number | null): number {
  if (!enabled || merchandisesTotalPrice === null || merchandisesTotalPrice <= 0) return 0;
  return shareOf(toCents(merchandisesTotalPrice), AD_VALOREM_RATE);
}

export function advanceBookingDiscountInCents(
  freightCents: number,
  now: Date,
  scheduledFor: Date | null,
): number {
  return qualifiesForAdvanceBookingDiscount(now, scheduledFor)
    ? shareOf(freightCents, ADVANCE_BOOKING_DISCOUNT_RATE)
    : 0;
}
