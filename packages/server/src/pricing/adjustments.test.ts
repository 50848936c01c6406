import { AD_VALOREM_RATE, adValoremInCents, advanceBookingDiscountInCents } from './adjustments';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('ad valorem', () => {
  it('is a share of the merchandise value, only for customers with the feature', () => {
    expect(AD_VALOREM_RATE).toBe(0.003);
    expect(adValoremInCents(true, 10_000)).toBe(3_000);
    expect(adValoremInCents(true, 1234.56)).toBe(370);
    expect(adValoremInCents(false, 10_000)).toBe(0);
    expect(adValoremInCents(true, null)).toBe(0);
    expect(adValoremInCents(true, 0)).toBe(0);
  });
});

describe('advance-booking discount', () => {
  it('takes 5% off the freight from exactly 6 hours ahead, not a millisecond before', () => {
    expect(advanceBookingDiscountInCents(20_000, now, later(6 * HOUR))).toBe(1_000);
    expect(advanceBookingDiscountInCents(20_000, now, later(6 * HOUR - 1))).toBe(0);
    expect(advanceBookingDiscountInCents(20_000, now, later(48 * HOUR))).toBe(1_000);
    expect(advanceBookingDiscountInCents(20_000, now, null)).toBe(0);
  });
});
