import { fromCents, shareOf, toCents } from './money';

describe('cents', () => {
  it('rounds reais to the cent without binary-float surprises', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(12.344)).toBe(1234);
    expect(toCents(-2.675)).toBe(-268);
    expect(fromCents(123456)).toBe(1234.56);
  });

  it('takes a rounded share of an amount', () => {
    expect(shareOf(10_000, 0.0925)).toBe(925);
    // 12,34 × 5% = 0,617 → 0,62
    expect(shareOf(1234, 0.05)).toBe(62);
    expect(shareOf(0, 0.12)).toBe(0);
  });
});
