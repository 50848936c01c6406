import { FEATURE_ROUND_TRIP } from '@box/core/catalogues';
import { errorRow, okDocumentRow, okRow } from '../fixtures/rows';
import { fakeApi, makeSlice } from '../fixtures/slice';
import { distanceKm, documentsWeightKg, goodsValueTotal, pointOf } from './totals';

describe('warehouses, uploads, round trip and distance', () => {
  it('estimates the road km (straight legs × the road factor the server prices with) through the stops and back', async () => {
    const slice = makeSlice(fakeApi(), { features: [FEATURE_ROUND_TRIP] });
    expect(slice.distanceKm.value).toBeNull();
    await slice.loadWarehouses();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01310100\t2');
    await slice.whenIdle();
    const oneWay = slice.distanceKm.value as number;
    // Barra Funda → Sé → Paulista: about 4.8 + 2.3 km in a straight line, × 1.3 on the streets.
    expect(oneWay).toBeGreaterThan(8);
    expect(oneWay).toBeLessThan(11);
    slice.setRoundTripChecked(true);
    expect(slice.distanceKm.value as number).toBeGreaterThan(oneWay + 3);
  });
});

describe('step 1 totals', () => {
  it('sums the documents goods values, 0 without documents', () => {
    expect(goodsValueTotal([])).toBe(0);
    expect(goodsValueTotal([okRow('PED-1')])).toBe(0);
    expect(goodsValueTotal([okDocumentRow(1), okRow('PED-1'), okDocumentRow(2)])).toBe(2501);
  });

  it('sums the weights the documents carry, null when none carries one', () => {
    expect(documentsWeightKg([okRow('PED-1')])).toBeNull();
    const light = okDocumentRow(1);
    const noWeight = okDocumentRow(2);
    const rows = [
      light,
      {
        ...noWeight,
        fiscalDocument: {
          ...(noWeight.fiscalDocument as NonNullable<typeof noWeight.fiscalDocument>),
          cargoMeasurements: { grossWeightInKg: null, volumesCount: 1 },
        },
      },
    ];
    expect(documentsWeightKg(rows)).toBe(12.5);
    expect(documentsWeightKg([light, okDocumentRow(3)])).toBe(25);
  });

  it('routes through the located ok rows only; a pickup ends at the warehouse and never goes back', () => {
    const origin = { latitude: -23.52441, longitude: -46.66802 };
    const back = { latitude: -23.6, longitude: -46.7 };
    const rows = [okRow('PED-1', '01001000'), errorRow('PED-2', 'NoGeolocationFound')];
    expect(distanceKm(null, rows, null, 'DELIVERY')).toBeNull();
    expect(distanceKm(origin, [errorRow('PED-2', 'NoGeolocationFound')], null, 'DELIVERY')).toBeNull();
    const oneWay = distanceKm(origin, rows, null, 'DELIVERY') as number;
    expect(oneWay).toBeGreaterThan(0);
    expect(distanceKm(origin, rows, null, 'PICKUP')).toBeCloseTo(oneWay);
    expect(distanceKm(origin, rows, back, 'PICKUP')).toBeCloseTo(oneWay);
    expect(distanceKm(origin, rows, back, 'DELIVERY') as number).toBeGreaterThan(oneWay);
  });

  it('takes a point only from both coordinates', () => {
    expect(pointOf({ latitude: -23.5, longitude: -46.6 })).toEqual({ latitude: -23.5, longitude: -46.6 });
    expect(pointOf({ latitude: -23.5, longitude: null })).toBeNull();
  });
});
