import type { RouteStop } from './places';
import { icmsRate, jurisdictionOf, TAX_RATES, taxesInCents } from './taxes';

const stop = (municipality: string): RouteStop => ({
  point: { latitude: 0, longitude: 0 },
  municipality,
  uf: municipality.split('/')[1]!,
});

describe('jurisdictionOf', () => {
  it('is municipal when every stop is in one municipality', () => {
    expect(jurisdictionOf([stop('sao paulo/SP'), stop('sao paulo/SP'), stop('sao paulo/SP')])).toEqual({
      kind: 'municipal',
    });
  });

  it('is intrastate when the route leaves the municipality but not the state', () => {
    expect(jurisdictionOf([stop('sao paulo/SP'), stop('campinas/SP'), stop('sao paulo/SP')])).toEqual({
      kind: 'intrastate',
      uf: 'SP',
    });
  });

  it('is interstate from the origin to the last stop in another state, round trips included', () => {
    expect(jurisdictionOf([stop('sao paulo/SP'), stop('rio de janeiro/RJ')])).toEqual({
      kind: 'interstate',
      from: 'SP',
      to: 'RJ',
    });
    expect(
      jurisdictionOf([stop('sao paulo/SP'), stop('curitiba/PR'), stop('salvador/BA'), stop('sao paulo/SP')]),
    ).toEqual({ kind: 'interstate', from: 'SP', to: 'BA' });
  });
});

describe('icmsRate', () => {
  it('uses 12% inside a state and the Senate interstate rates between states', () => {
    expect(icmsRate('SP', 'SP')).toBe(0.12);
    expect(icmsRate('SP', 'RJ')).toBe(0.12);
    expect(icmsRate('SP', 'BA')).toBe(0.07);
    expect(icmsRate('SP', 'ES')).toBe(0.07);
    expect(icmsRate('ES', 'SP')).toBe(0.12);
    expect(icmsRate('BA', 'SP')).toBe(0.12);
  });
});

describe('taxesInCents', () => {
  it('charges PIS/COFINS and ISS inside a municipality', () => {
    expect(taxesInCents(10_000, { kind: 'municipal' })).toEqual({ PIS_COFINS: 925, ISS: 500 });
  });

  it('charges PIS/COFINS and ICMS between municipalities, by the route rate', () => {
    expect(taxesInCents(10_000, { kind: 'intrastate', uf: 'SP' })).toEqual({ PIS_COFINS: 925, ICMS: 1200 });
    expect(taxesInCents(10_000, { kind: 'interstate', from: 'SP', to: 'BA' })).toEqual({
      PIS_COFINS: 925,
      ICMS: 700,
    });
  });

  it('rounds each tax to the cent and never taxes a negative base', () => {
    // 123,45 × 9,25% = 11,419… → 11,42; × 5% = 6,1725 → 6,17
    expect(taxesInCents(12_345, { kind: 'municipal' })).toEqual({ PIS_COFINS: 1142, ISS: 617 });
    expect(taxesInCents(-500, { kind: 'municipal' })).toEqual({ PIS_COFINS: 0, ISS: 0 });
    expect(TAX_RATES.PIS_COFINS).toBe(0.0925);
  });
});
