import {
  formatDistance,
  formatMoney,
  formatQuoteValue,
  formatRoundedWeight,
  formatWeight,
  parseMoneyInput,
  roundToCents,
} from './numbers';

describe('pt-BR numbers', () => {
  it('formats money, weight and distance', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatWeight(1234.5)).toBe('1.234,50 kg');
    expect(formatRoundedWeight(1234.5)).toBe('1.235 kg');
    expect(formatDistance(12.4)).toBe('12 km');
  });
});

describe('formatQuoteValue', () => {
  it('sends 2-decimal strings, rounding half up at the cent', () => {
    expect(formatQuoteValue(1234.5)).toBe('1234.50');
    expect(formatQuoteValue(0)).toBe('0.00');
    expect(formatQuoteValue(1.005)).toBe('1.01');
    expect(formatQuoteValue(10.004)).toBe('10.00');
    expect(roundToCents(2.675)).toBe(2.68);
  });

  it('refuses non-finite numbers', () => {
    expect(() => formatQuoteValue(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['1234,5', 1234.5],
    ['1234', 1234],
    ['R$0,99', 0.99],
  ])('%j → %d', (input, value) => {
    expect(parseMoneyInput(input)).toBe(value);
  });

  it.each(['', 'R$', '1,234.56', '12,345', 'abc', '1.23'])('%j is not money', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });
});
