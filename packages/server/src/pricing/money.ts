/**
 * Prices are worked out in whole cents: every component is rounded once, and totals are sums of the rounded
 * parts, so net + taxes is exactly the gross a shipper sees.
 */
export const toCents = (reais: number): number =>
  // Half away from zero on both sides (Math.round alone rounds -0.5 up).
  Math.sign(reais) * Math.round((Math.abs(reais) + Number.EPSILON) * 100) || 0;

export const fromCents = (cents: number): number => cents / 100;

/** A share of an amount in cents, rounded half away from zero to the cent. */
export const shareOf = (cents: number, rate: number): number => toCents(fromCents(cents) * rate);
