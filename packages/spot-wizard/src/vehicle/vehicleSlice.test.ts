import { ApiError } from '@box/core/api';
import { signal } from '@preact/signals-react';
import { allVehicles, newPolicyVehicles } from '../wizard/fixtures';
import { createVehicleSlice } from './vehicleSlice';

async function loaded(
  options: { features?: string[]; vehicles?: ReturnType<typeof allVehicles>; start?: Date | null } = {},
) {
  const features = signal<ReadonlySet<string>>(new Set(options.features ?? []));
  const slice = createVehicleSlice({ features, serviceStart: () => options.start ?? null });
  await slice.fetchVehicles({ vehicles: async () => options.vehicles ?? allVehicles() });
  return slice;
}

describe('vehicle slice', () => {
  it('needs a vehicle to go on', async () => {
    const slice = await loaded();
    expect(slice.valid.value).toBe(false);
    slice.select('MOTO');
    expect(slice.valid.value).toBe(true);
    expect(slice.choice()).toEqual({
      vehicle: { type: 'MOTO', bodyTypes: [], extras: [] },
      driverAssistantsCount: 0,
      totalWeightInKilograms: null,
      merchandisesTotalPrice: null,
    });
  });

  it('is not valid while the vehicles load, and says when they failed', async () => {
    const features = signal<ReadonlySet<string>>(new Set());
    const slice = createVehicleSlice({ features, serviceStart: () => null });
    const pending = slice.fetchVehicles({ vehicles: () => new Promise(() => {}) });
    expect(slice.load.value.kind).toBe('loading');
    expect(slice.valid.value).toBe(false);
    void pending;
    await slice.fetchVehicles({ vehicles: () => Promise.reject(new ApiError(502, null)) });
    expect(slice.load.value.kind).toBe('error');
  });

  it('takes the weight as digits only, required from the 3/4 up', async () => {
    const slice = await loaded();
    slice.select('VAN');
    slice.weightInput.value = '12,5';
    expect(slice.weight.value).toMatchObject({
      ok: false,
      message: 'Informe o peso em quilos, apenas números.',
    });
    expect(slice.valid.value).toBe(false);
    slice.weightInput.value = '';
    expect(slice.valid.value).toBe(true);
    for (const type of ['3/4', 'TOCO', 'TRUCK', 'BITRUCK', 'CARRETA']) {
      slice.select(type);
      slice.setBodyType('BAU', true);
      slice.weightInput.value = '';
      expect(slice.weight.value, type).toMatchObject({
        ok: false,
        message: 'Informe o peso total da carga para este veículo.',
      });
      slice.weightInput.value = '3500';
      expect(slice.weight.value, type).toEqual({ ok: true, value: 3500 });
    }
  });

  it('requires a body type only when the vehicle says so', async () => {
    const slice = await loaded();
    slice.select('3/4');
    slice.weightInput.value = '2000';
    expect(slice.bodyTypeCheck.value).toMatchObject({
      ok: false,
      message: 'Selecione ao menos um tipo de carroceria.',
    });
    expect(slice.valid.value).toBe(false);
    slice.setBodyType('SIDER', true);
    expect(slice.valid.value).toBe(true);
    slice.setBodyType('SIDER', false);
    expect(slice.valid.value).toBe(false);
  });

  it('keeps only the body types and extras the new vehicle offers and takes its default assistants', async () => {
    const slice = await loaded();
    slice.select('VAN');
    slice.setExtra('CINTAS', true);
    slice.setExtra('CARRINHO', true);
    slice.select('FIORINO');
    expect(slice.extras.value).toEqual(['CARRINHO']);
    slice.select('TOCO');
    expect(slice.extras.value).toEqual([]);
    expect(slice.assistantsCount.value).toBe(1);
    expect(slice.assistants.value).toMatchObject({ available: true, max: 3, unitPrice: 60 });
  });

  it('offers assistants from the Utilitário Pequeno only, within the vehicle’s maximum', async () => {
    const slice = await loaded();
    slice.select('PASSEIO');
    expect(slice.assistants.value.available).toBe(false);
    slice.select('FIORINO');
    expect(slice.assistants.value).toMatchObject({ available: true, max: 1 });
    slice.assistantsCount.value = 2;
    expect(slice.assistantsCheck.value).toMatchObject({ ok: false, message: 'Escolha de 0 a 1 ajudantes.' });
    expect(slice.valid.value).toBe(false);
    slice.assistantsCount.value = 1;
    expect(slice.choice()?.driverAssistantsCount).toBe(1);
  });

  it('asks for the goods value only with ad valorem, pre-filled from the documents', async () => {
    const plain = await loaded();
    plain.select('VAN');
    plain.enter({ goodsValueTotal: 1234.5, documentsWeightKg: 87.4 });
    expect(plain.choice()).toMatchObject({ merchandisesTotalPrice: null, totalWeightInKilograms: 88 });

    const slice = await loaded({ features: ['feature:ad_valorem'] });
    slice.select('VAN');
    expect(slice.price.value).toMatchObject({ ok: false, message: 'Informe o valor total das mercadorias.' });
    expect(slice.valid.value).toBe(false);
    slice.enter({ goodsValueTotal: 1234.5, documentsWeightKg: null });
    expect(slice.priceInput.value).toBe('1.234,50');
    expect(slice.choice()?.merchandisesTotalPrice).toBe(1234.5);
    slice.priceInput.value = '12,345';
    expect(slice.price.value).toMatchObject({ ok: false, message: 'Valor inválido. Use o formato R$ 0,00.' });
  });

  it('keeps a corrected goods value when the documents did not change', async () => {
    const slice = await loaded({ features: ['feature:ad_valorem'] });
    slice.enter({ goodsValueTotal: 100, documentsWeightKg: null });
    slice.priceInput.value = '150,00';
    slice.enter({ goodsValueTotal: 100, documentsWeightKg: null });
    expect(slice.priceInput.value).toBe('150,00');
    slice.enter({ goodsValueTotal: 300, documentsWeightKg: null });
    expect(slice.priceInput.value).toBe('300,00');
    slice.enter({ goodsValueTotal: 0, documentsWeightKg: null });
    expect(slice.priceInput.value).toBe('300,00');
  });

  it('switches to the new policy when VAN, HR or IVECO is missing, serving only the small vehicles', async () => {
    const legacy = await loaded();
    expect(legacy.newPolicy.value).toBe(false);
    const slice = await loaded({ vehicles: newPolicyVehicles() });
    expect(slice.newPolicy.value).toBe(true);
    slice.select('TRUCK');
    expect(slice.selectedId.value).toBeNull();
    slice.select('FIORINO');
    expect(slice.selectedId.value).toBe('FIORINO');
    const flagged = await loaded({ features: ['feature:vehicles.new_policy'] });
    expect(flagged.newPolicy.value).toBe(true);
  });

  it('flags Toco and Truck, restricted at São Paulo rush hour', async () => {
    // Tuesday 2026-11-24 07:00 in São Paulo (UTC−3): inside the 5–9h window.
    const rush = await loaded({ start: new Date('2026-11-24T10:00:00Z') });
    rush.select('VAN');
    expect(rush.circulation.value).toBeNull();
    rush.select('TOCO');
    expect(rush.circulation.value).toEqual({ restricted: true });
    // Same day 12:00: free.
    const noon = await loaded({ start: new Date('2026-11-24T15:00:00Z') });
    noon.select('TRUCK');
    expect(noon.circulation.value).toEqual({ restricted: false });
  });
});
