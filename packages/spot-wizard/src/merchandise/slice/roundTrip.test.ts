import { FEATURE_ROUND_TRIP } from '@box/core/catalogues';
import type { RoundTrip } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import { WAREHOUSES } from '../fixtures/places';
import { fakeApi, makeSlice } from '../fixtures/slice';
import { createRoundTrip, roundTripFromWarehouse } from './roundTrip';

describe('warehouses, uploads, round trip and distance', () => {
  it('offers the round trip for deliveries with the feature, starting at the warehouse', async () => {
    const slice = makeSlice(fakeApi(), { features: [FEATURE_ROUND_TRIP] });
    await slice.loadWarehouses();
    expect(slice.roundTripAvailable.value).toBe(true);
    expect(slice.roundTrip.value).toBeNull();
    slice.setRoundTripChecked(true);
    expect(slice.roundTrip.value).toMatchObject({
      isRoundTrip: true,
      trackingCode: 'ROTA-CIRCULAR',
      address: { cep: '01138-000' },
      latitude: -23.52441,
    });
    slice.selectWarehouse(72);
    expect(slice.roundTrip.value?.address.cep).toBe('05422-001');
    slice.saveRoundTrip({
      ...(slice.roundTrip.value as RoundTrip),
      trackingCode: 'OUTRO',
      delivery_instructions: 'Doca',
    });
    slice.selectWarehouse(71);
    expect(slice.roundTrip.value).toMatchObject({
      trackingCode: 'ROTA-CIRCULAR',
      delivery_instructions: 'Doca',
    });
    slice.setServiceType('PICKUP');
    expect(slice.roundTrip.value).toBeNull();
    expect(makeSlice().roundTripAvailable.value).toBe(false);
  });
});

describe('the round trip on its own', () => {
  it('copies the warehouse address rather than sharing it', () => {
    const warehouse = WAREHOUSES[0] as (typeof WAREHOUSES)[number];
    const place = roundTripFromWarehouse(warehouse);
    expect(place.address).toEqual(warehouse.address);
    expect(place.address).not.toBe(warehouse.address);
  });

  it('is offered only for a delivery with the feature, and stays unchecked until asked', () => {
    const warehouse = signal(WAREHOUSES[0] ?? null);
    const serviceType = signal<'DELIVERY' | 'PICKUP'>('DELIVERY');
    const features = signal<ReadonlySet<string>>(new Set());
    const part = createRoundTrip(warehouse, serviceType, features);
    part.setRoundTripChecked(true);
    expect(part.roundTripAvailable.value).toBe(false);
    expect(part.roundTrip.value).toBeNull();
    features.value = new Set([FEATURE_ROUND_TRIP]);
    expect(part.roundTrip.value?.address.cep).toBe(WAREHOUSES[0]?.address.cep);
    warehouse.value = null;
    expect(part.roundTripPlace.value).toBeNull();
  });
});
