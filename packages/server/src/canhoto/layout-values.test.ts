import { describe, expect, it } from 'vitest';
import { sefazCoordinate, sefazDateTime, sefazText } from './layout-values';

describe('sefazDateTime', () => {
  it('writes the São Paulo wall clock with its offset, whole seconds', () => {
    expect(sefazDateTime(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-20T14:30:00-03:00');
    expect(sefazDateTime(new Date('2026-01-01T02:59:59.999Z'))).toBe('2025-12-31T23:59:59-03:00');
  });

  it('writes the old daylight-saving offset for an instant in a São Paulo summer before 2019', () => {
    expect(sefazDateTime(new Date('2018-12-01T12:00:00Z'))).toBe('2018-12-01T10:00:00-02:00');
  });

  it('refuses an invalid date', () => {
    expect(() => sefazDateTime(new Date('nope'))).toThrow(RangeError);
  });
});

describe('sefazCoordinate', () => {
  it('writes six decimals', () => {
    expect(sefazCoordinate(-23.5505199, 90)).toBe('-23.550520');
    expect(sefazCoordinate(-46.6333081, 180)).toBe('-46.633308');
    expect(sefazCoordinate(5, 90)).toBe('5.000000');
  });

  it('writes a tiny negative as zero, and refuses what is out of range', () => {
    expect(sefazCoordinate(-0.0000001, 90)).toBe('0.000000');
    expect(sefazCoordinate(90.5, 90)).toBeNull();
    expect(sefazCoordinate(-180.1, 180)).toBeNull();
    expect(sefazCoordinate(Number.NaN, 90)).toBeNull();
  });
});

describe('sefazText', () => {
  it('collapses spaces and control characters and trims', () => {
    expect(sefazText('  Maria \t das\nGraças  ')).toBe('Maria das Graças');
  });

  it('keeps Latin-1 letters and takes the accents off the others', () => {
    expect(sefazText('João Ñuñez')).toBe('João Ñuñez');
    expect(sefazText('Dvořák Łukasz')).toBe('Dvorák ukasz');
  });
});
