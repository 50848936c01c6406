import { formatPlate } from './plate';

describe('formatPlate', () => {
  it('shows 3 characters, a dash and the rest', () => {
    expect(formatPlate('abc1d23')).toBe('ABC-1D23');
    expect(formatPlate('ABC-1234')).toBe('ABC-1234');
    expect(formatPlate('AB')).toBe('AB');
  });
});
