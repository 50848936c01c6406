import { PriceEstimate } from '@box/core/schemas';
import * as v from 'valibot';
import { VEHICLES, vehicleSpec } from '../domain/vehicles';
import { toCents } from './money';
import type { RouteStop } from './places';
import { type PricingInput, priceSpot } from './price-spot';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const stop = (municipality: string): RouteStop => ({
  point: { latitude: -23.5, longitude: -46.6 },
  municipality,
  uf: municipality.split('/')[1]!,
});
const inSaoPaulo = [stop('sao paulo/SP'), stop('sao paulo/SP'), stop('sao paulo/SP')];

const input = (overrides: Partial<PricingInput> = {}): PricingInput => ({
  vehicle: vehicleSpec('FIORINO')!,
  extras: [],
  driverAssistantsCount: 0,
  stops: inSaoPaulo,
  legsKm: [10, 5],
  merchandisesTotalPrice: null,
  adValorem: false,
  now,
  scheduledFor: null,
  ...overrides,
});

describe('priceSpot', () => {
  it('prices a Fiorino in São Paulo with every component', () => {
    const price = priceSpot(
      input({
        extras: ['CARRINHO'],
        driverAssistantsCount: 1,
        merchandisesTotalPrice: 10_000,
        adValorem: true,
        scheduledFor: new Date(now.getTime() + 6 * HOUR),
      }),
    );
    expect(price).toEqual({
      distanceInKm: 15,
      // 58 base + 2,70 × 15 km + 15 carrinho
      priceComponents: [
        { name: 'Tarifa base', value: 58 },
        { name: 'Distância', value: 40.5 },
        { name: 'Carrinho de carga', value: 15 },
      ],
      freightPrice: 113.5,
      driverAssistantsPrice: 45,
      tollPrice: 0,
      driverTollPrice: 0,
      adValoremPrice: 30,
      // 5% of 113,50 = 5,675 → 5,68
      discounts: [{ type: 'advance_booking', value: 5.68 }],
      // 113,50 + 45 + 30 − 5,68
      netPrice: 182.82,
      // 9,25% and 5% of 182,82
      taxes: { PIS_COFINS: 16.91, ISS: 9.14 },
      totalTaxes: 26.05,
      grossPrice: 208.87,
    });
  });

  it('charges tolls and ICMS on an intercity route, and keeps the toll out of the tax base', () => {
    const price = priceSpot(
      input({
        vehicle: vehicleSpec('VAN')!,
        stops: [stop('sao paulo/SP'), stop('campinas/SP')],
        legsKm: [95.3],
      }),
    );
    expect(price.freightPrice).toBe(434.02); // 110 + 3,40 × 95,30
    expect(price.tollPrice).toBe(9.53); // 95,30 km × R$ 0,10 × 1 unit
    expect(price.driverTollPrice).toBe(9.53);
    expect(price.netPrice).toBe(443.55);
    // on 434,02: 40,146… → 40,15 and 52,082… → 52,08
    expect(price.taxes).toEqual({ PIS_COFINS: 40.15, ICMS: 52.08 });
    expect(price.grossPrice).toBe(535.78);
  });

  it('gives the discount from exactly 6 hours ahead, and none a minute earlier or for NOW', () => {
    const at = (ms: number) => priceSpot(input({ scheduledFor: new Date(now.getTime() + ms) })).discounts;
    expect(at(6 * HOUR)).toHaveLength(1);
    expect(at(6 * HOUR - 60_000)).toEqual([]);
    expect(priceSpot(input()).discounts).toEqual([]);
  });

  it('leaves ad valorem out without the feature, whatever value is declared', () => {
    expect(priceSpot(input({ merchandisesTotalPrice: 50_000, adValorem: false })).adValoremPrice).toBe(0);
    expect(priceSpot(input({ merchandisesTotalPrice: 50_000, adValorem: true })).adValoremPrice).toBe(150);
  });

  it('adds up to the cent for every vehicle and many routes, in the shape of core PriceEstimate', () => {
    const cents = (n: number) => toCents(n);
    for (const vehicle of VEHICLES) {
      for (const legsKm of [
        [0.123, 7.777],
        [33.333, 1.005],
        [250.5, 0.01],
      ]) {
        const price = priceSpot(
          input({
            vehicle,
            legsKm,
            stops: [stop('sao paulo/SP'), stop('osasco/SP'), stop('rio de janeiro/RJ')],
            driverAssistantsCount: vehicle.assistants.maxCount,
            extras: vehicle.extras,
            merchandisesTotalPrice: 1234.56,
            adValorem: true,
            scheduledFor: new Date(now.getTime() + 24 * HOUR),
          }),
        );
        v.parse(PriceEstimate, { ...price, priceEstimatedAt: now.toISOString(), quotationId: '1' });
        const money = [
          price.freightPrice,
          price.netPrice,
          price.grossPrice,
          price.totalTaxes,
          ...Object.values(price.taxes),
          ...price.priceComponents.map((c) => c.value),
        ];
        for (const value of money) expect(cents(value) / 100).toBe(value);
        expect(cents(price.grossPrice)).toBe(cents(price.netPrice) + cents(price.totalTaxes));
        expect(price.priceComponents.reduce((sum, c) => sum + cents(c.value), 0)).toBe(
          cents(price.freightPrice),
        );
        expect(Object.values(price.taxes).reduce((sum, t) => sum + cents(t), 0)).toBe(
          cents(price.totalTaxes),
        );
        expect(cents(price.netPrice)).toBe(
          cents(price.freightPrice) +
            cents(price.driverAssistantsPrice) +
            cents(price.tollPrice) +
            cents(price.adValoremPrice) -
            price.discounts.reduce((sum, d) => sum + cents(d.value), 0),
        );
      }
    }
  });

  it('makes bigger vehicles cost more on the same route', () => {
    const gross = VEHICLES.map((vehicle) => priceSpot(input({ vehicle })).grossPrice);
    expect(gross).toEqual([...gross].sort((a, b) => a - b));
  });
});
