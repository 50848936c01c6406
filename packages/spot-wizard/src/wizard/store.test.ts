import { ApiError } from '@box/core/api';
import type { Merchandise } from '@box/core/schemas';
import { signal } from '@preact/signals-react';
import { vi } from 'vitest';
import { fakeMerchandise, fakeScheduling } from './fakeSlices';
import { allVehicles, manualMerchandise, nfeMerchandise, priceEstimate, warehouse } from './fixtures';
import { createLaterSteps } from './laterSteps';
import { createWizardStore, type LaterSteps } from './store';

const fakeApi = () => ({
  vehicles: vi.fn(async () => allVehicles()),
  estimate: vi.fn(async () => priceEstimate()),
  createSpot: vi.fn(async () => ({ id: 90001 })),
});

function setup(items: readonly Merchandise[] = [nfeMerchandise()]) {
  const scheduling = fakeScheduling({ type: 'TOMORROW', scheduledFor: '2026-11-23 06:00:00' });
  const merchandise = fakeMerchandise({ warehouse: warehouse(), items });
  const features = signal<ReadonlySet<string>>(new Set());
  const later = createLaterSteps({ features, serviceStart: () => null, newIdempotencyKey: () => 'key-1' });
  const store = createWizardStore({ scheduling, merchandise, later });
  const { vehicle, summary } = later;
  return { store, scheduling, merchandise, vehicle, summary, api: fakeApi(), features };
}

/** The standalone element's wiring: steps 2 and 3's code comes from a loader the test settles by hand. */
function setupWithLoader() {
  const features = signal<ReadonlySet<string>>(new Set(['feature:ad_valorem']));
  const created: LaterSteps[] = [];
  const loads: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const loader = vi.fn(
    () =>
      new Promise<() => LaterSteps>((resolve, reject) => {
        const create = () => {
          const later = createLaterSteps({ features, serviceStart: () => null });
          created.push(later);
          return later;
        };
        loads.push({ resolve: () => resolve(create), reject });
      }),
  );
  const store = createWizardStore({
    scheduling: fakeScheduling({ type: 'TOMORROW', scheduledFor: '2026-11-23 06:00:00' }),
    merchandise: fakeMerchandise({ warehouse: warehouse(), items: [nfeMerchandise()] }),
    later: loader,
  });
  return { store, loader, loads, created, api: fakeApi() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('wizard store', () => {
  it('starts on the merchandise step with the initial subtitles', () => {
    const { store } = setup([]);
    expect(store.steps.value.map((s) => [s.title, s.subtitle, s.active, s.done])).toEqual([
      ['Cadastrar mercadorias', 'Nenhuma nota cadastrada', true, false],
      ['Escolher tipo de veículo', 'Nenhum veículo selecionado', false, false],
      ['Resumo do pedido', 'Nenhuma informação', false, false],
    ]);
    expect(store.canGoBack.value).toBe(false);
  });

  it('counts the merchandise in the first subtitle', () => {
    const { store, merchandise } = setup([nfeMerchandise()]);
    expect(store.subtitles.value.merchandise).toBe('1 nota cadastrada');
    merchandise.items.value = [nfeMerchandise(), manualMerchandise('PED-2')];
    expect(store.subtitles.value.merchandise).toBe('2 notas cadastradas');
  });

  it.each([
    ['an invalid schedule', (s: ReturnType<typeof setup>) => (s.scheduling.valid.value = false)],
    ['no warehouse', (s: ReturnType<typeof setup>) => (s.merchandise.warehouse.value = null)],
    ['no merchandise', (s: ReturnType<typeof setup>) => (s.merchandise.items.value = [])],
    [
      'a row in error',
      (s: ReturnType<typeof setup>) =>
        (s.merchandise.items.value = [
          nfeMerchandise(),
          manualMerchandise('X', { status: { type: 'error', error: 'NoGeolocationFound' } }),
        ]),
    ],
    [
      'a row still loading',
      (s: ReturnType<typeof setup>) =>
        (s.merchandise.items.value = [manualMerchandise('X', { status: { type: 'loading' } })]),
    ],
    [
      'a code too long',
      (s: ReturnType<typeof setup>) =>
        (s.merchandise.items.value = [manualMerchandise('X', { trackingCodeTooLong: true })]),
    ],
  ])('keeps Próximo disabled with %s', (_, spoil) => {
    const s = setup();
    expect(s.store.canGoForward.value).toBe(true);
    spoil(s);
    expect(s.store.canGoForward.value).toBe(false);
    s.store.next(s.api);
    expect(s.store.step.value).toBe('merchandise');
  });

  it('moves to the vehicle step, marks step 1 done, loads vehicles once and pre-fills goods value and weight', async () => {
    const { store, vehicle, api, features } = setup();
    features.value = new Set(['feature:ad_valorem']);
    store.next(api);
    expect(store.step.value).toBe('vehicle');
    expect(store.done.value.merchandise).toBe(true);
    expect(vehicle.load.value.kind).toBe('loading');
    await settle();
    expect(vehicle.vehicles.value).toHaveLength(11);
    expect(vehicle.priceInput.value).toBe('1.234,50');
    expect(vehicle.weightInput.value).toBe('88');
    store.back();
    store.next(api);
    expect(api.vehicles).toHaveBeenCalledTimes(1);
  });

  it('shows the chosen vehicle in the subtitle and needs a valid vehicle step to quote', async () => {
    const { store, vehicle, api } = setup();
    store.next(api);
    await settle();
    expect(store.canGoForward.value).toBe(false);
    expect(store.subtitles.value.vehicle).toBe('Nenhum veículo selecionado');
    vehicle.select('TRUCK');
    expect(store.subtitles.value.vehicle).toBe('Truck');
    // TRUCK needs a weight and a body type.
    expect(store.canGoForward.value).toBe(false);
    vehicle.weightInput.value = '4200';
    expect(store.canGoForward.value).toBe(false);
    vehicle.setBodyType('BAU', true);
    expect(store.canGoForward.value).toBe(true);
  });

  it('requests the estimate on entering the summary and shows it in the subtitle', async () => {
    const { store, vehicle, api } = setup();
    store.next(api);
    await settle();
    vehicle.select('VAN');
    store.next(api);
    expect(store.step.value).toBe('summary');
    expect(store.subtitles.value.summary).toBe('Calculando…');
    expect(store.done.value.summary).toBe(false);
    await settle();
    expect(store.subtitles.value.summary).toBe('R$ 198,15');
    expect(store.done.value).toEqual({ merchandise: true, vehicle: true, summary: true });
    expect(api.estimate).toHaveBeenCalledWith(
      expect.objectContaining({
        vehicle: 'VAN',
        serviceType: 'DELIVERY',
        scheduledFor: '2026-11-23 06:00:00',
        loadingPlace: expect.objectContaining({ id: 'warehouse-7' }),
      }),
    );
  });

  it('going back clears the done flags and forgets the quote', async () => {
    const { store, vehicle, api } = setup();
    store.next(api);
    await settle();
    vehicle.select('VAN');
    store.next(api);
    await settle();
    store.back();
    expect(store.step.value).toBe('vehicle');
    expect(store.done.value).toEqual({ merchandise: true, vehicle: false, summary: false });
    expect(store.subtitles.value.summary).toBe('Nenhuma informação');
    store.back();
    expect(store.step.value).toBe('merchandise');
    expect(store.done.value.merchandise).toBe(false);
    expect(store.subtitles.value.vehicle).toBe('Nenhum veículo selecionado');
    // The choice is kept for when the user comes back.
    store.next(api);
    expect(store.subtitles.value.vehicle).toBe('Van');
  });

  it('ignores an estimate that answers after the user went back', async () => {
    const { store, vehicle, api, summary } = setup();
    let answer: (value: ReturnType<typeof priceEstimate>) => void = () => {};
    api.estimate.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    store.next(api);
    await settle();
    vehicle.select('VAN');
    store.next(api);
    store.back();
    answer(priceEstimate());
    await settle();
    expect(summary.estimate.value.kind).toBe('initial');
  });

  it('finishes with the command built from every step and blocks going back afterwards', async () => {
    const { store, vehicle, api, summary } = setup();
    store.next(api);
    await settle();
    vehicle.select('VAN');
    store.next(api);
    await settle();
    summary.externalIdInput.value = 'PED-77';
    await expect(store.finish(api)).resolves.toBe(90001);
    expect(api.createSpot).toHaveBeenCalledWith(
      expect.objectContaining({
        externalId: 'PED-77',
        quote: expect.objectContaining({ price: '198.15', quotationId: 'q-7f3a' }),
        vehicle: { type: 'VAN', bodyTypes: [], extras: [] },
        documents: [expect.any(String)],
      }),
      { idempotencyKey: 'key-1' },
    );
    expect(store.canGoBack.value).toBe(false);
    expect(store.canGoForward.value).toBe(false);
    store.back();
    expect(store.step.value).toBe('summary');
  });

  it('cannot finish while the estimate failed, and recalculates on demand', async () => {
    const { store, vehicle, api, summary } = setup();
    api.estimate.mockRejectedValueOnce(new ApiError(500, { code: 'internal', message: 'x' }));
    store.next(api);
    await settle();
    vehicle.select('VAN');
    store.next(api);
    await settle();
    expect(summary.estimate.value.kind).toBe('fail');
    expect(summary.estimateErrorOpen.value).toBe(true);
    expect(store.canGoForward.value).toBe(false);
    await store.recalculate(api);
    expect(summary.estimate.value.kind).toBe('success');
    expect(store.canGoForward.value).toBe(true);
  });
});

describe('wizard store with the later steps loaded apart', () => {
  it('creates no step 2 or 3 state before the user leaves step 1, even with the code preloaded', async () => {
    const { store, loader, loads, created } = setupWithLoader();
    expect(store.later.value).toBeNull();
    expect(store.subtitles.value.vehicle).toBe('Nenhum veículo selecionado');
    expect(store.subtitles.value.summary).toBe('Nenhuma informação');
    const preloaded = store.preloadLaterSteps();
    void store.preloadLaterSteps();
    expect(loader).toHaveBeenCalledTimes(1);
    loads[0]?.resolve();
    await preloaded;
    expect(created).toHaveLength(0);
    expect(store.later.value).toBeNull();
  });

  it('enters the vehicle step at once when the code was preloaded', async () => {
    const { store, loads, created, api } = setupWithLoader();
    const preloaded = store.preloadLaterSteps();
    loads[0]?.resolve();
    await preloaded;
    store.next(api);
    expect(store.step.value).toBe('vehicle');
    expect(store.later.value).toBe(created[0]);
    expect(created[0]?.vehicle.load.value.kind).toBe('loading');
    expect(created[0]?.vehicle.priceInput.value).toBe('1.234,50');
    expect(api.vehicles).toHaveBeenCalledTimes(1);
  });

  it('moves to the vehicle step before the code arrives and enters it when it does', async () => {
    const { store, loader, loads, created, api } = setupWithLoader();
    store.next(api);
    expect(store.step.value).toBe('vehicle');
    expect(store.done.value.merchandise).toBe(true);
    expect(store.later.value).toBeNull();
    expect(store.canGoForward.value).toBe(false);
    expect(store.canGoBack.value).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    loads[0]?.resolve();
    await settle();
    expect(created).toHaveLength(1);
    expect(store.later.value).toBe(created[0]);
    expect(created[0]?.vehicle.weightInput.value).toBe('88');
    expect(api.vehicles).toHaveBeenCalledTimes(1);
    created[0]?.vehicle.select('VAN');
    expect(store.subtitles.value.vehicle).toBe('Van');
    expect(store.canGoForward.value).toBe(true);
  });

  it('does not enter the vehicle step when the user went back before the code arrived', async () => {
    const { store, loads, created, api } = setupWithLoader();
    store.next(api);
    store.back();
    loads[0]?.resolve();
    await settle();
    expect(store.step.value).toBe('merchandise');
    expect(created).toHaveLength(0);
    expect(api.vehicles).not.toHaveBeenCalled();
  });

  it('reports a code that failed to load and loads it again on retry', async () => {
    const { store, loader, loads, created, api } = setupWithLoader();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.next(api);
    loads[0]?.reject(new Error('offline'));
    await settle();
    expect(store.laterFailed.value).toBe(true);
    expect(store.later.value).toBeNull();
    expect(logged).toHaveBeenCalledWith('Falha ao carregar parte da solicitação', expect.any(Error));
    store.retryLaterSteps(api);
    expect(store.laterFailed.value).toBe(false);
    expect(loader).toHaveBeenCalledTimes(2);
    loads[1]?.resolve();
    await settle();
    expect(store.later.value).toBe(created[0]);
    expect(api.vehicles).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
