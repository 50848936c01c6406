import { ApiError } from '@box/core/api';
import type { BatchSpotInput } from '@box/core/schemas';
import { vi } from 'vitest';
import { fakeBatchApi, fakeFill, sheet, sheetOf } from './fixtures';
import { createSuperBatchStore, type SuperBatchStoreDeps } from './superBatchStore';

const NOW = new Date('2030-03-10T12:00:00Z');

function makeStore(overrides: Partial<SuperBatchStoreDeps> = {}) {
  let keys = 0;
  return createSuperBatchStore({
    api: fakeBatchApi(),
    now: () => NOW,
    newKey: () => `chave-${++keys}`,
    retryDelaysMs: [0, 0],
    ...overrides,
  });
}

describe('super batch store', () => {
  it('reads the sheet, looks the rows up in chunks and lists the groups by external id', async () => {
    const fill = vi.fn(fakeFill);
    const store = makeStore({ api: fakeBatchApi({ fillMissingBatchData: fill }), chunkSize: 4 });
    await store.start(sheet(sheetOf(3, 3)));
    expect(store.phase.value).toBe('review');
    expect(fill.mock.calls.map(([body]) => body.shipments.length)).toEqual([4, 4, 1]);
    expect(store.groups.value.map((g) => [g.externalId, g.rows.length, g.problemCount])).toEqual([
      ['LOTE-1', 3, 0],
      ['LOTE-2', 3, 0],
      ['LOTE-3', 3, 0],
    ]);
    expect(store.groups.value[0]).toMatchObject({
      customerId: 0,
      userEmail: 'admin@box.example',
      vehicleType: 'FIORINO',
      schedule: '12/03/2030 08:00',
      totalWeightInKilograms: 7.5,
    });
    expect(store.groups.value[0]?.rows[0]).toEqual({
      line: 2,
      code: 'PED-1-1',
      address: 'Avenida Paulista, 10 – São Paulo/SP',
      problems: [],
    });
    expect(store.rowCount.value).toBe(9);
  });

  it('lists what is wrong with each row and will not send while anything is', async () => {
    const createBatch = vi.fn();
    const store = makeStore({ api: fakeBatchApi({ createBatch }) });
    await store.start(
      sheet([
        { code: 'OK-1', external: 'BOA' },
        { code: 'SEM-CEP', external: 'RUIM', cep: '99999-999' },
        { code: 'SEM-USUARIO', external: 'RUIM', user: '' },
      ]),
    );
    const bad = store.groups.value.find((g) => g.externalId === 'RUIM');
    expect(bad?.rows.map((r) => r.problems)).toEqual([
      ['Não foi encontrado um endereço para o CEP/número'],
      ['Usuário: Informe o e-mail do usuário.', 'Diferente da primeira linha do grupo: usuário.'],
    ]);
    expect([store.problemRows.value, store.problemGroups.value]).toEqual([2, 1]);

    store.requestSend();
    expect(store.dialog.value).toBe('problems');
    await store.confirmSend();
    expect(createBatch).not.toHaveBeenCalled();
    store.closeDialog();

    store.setOnlyProblems(true);
    expect(store.shownGroups.value.map((g) => g.externalId)).toEqual(['RUIM']);
    store.removeGroup('RUIM');
    expect(store.groups.value.map((g) => g.externalId)).toEqual(['BOA']);
    expect(store.onlyProblems.value).toBe(false);
    store.requestSend();
    expect(store.dialog.value).toBe('confirm');
  });

  it('sends each group once, in sequence, as a batch spot with its own key, and keeps the result', async () => {
    const bodies: [BatchSpotInput, string][] = [];
    let id = 900;
    const store = makeStore({
      api: fakeBatchApi({
        createBatch: async (body, options) => {
          bodies.push([body as BatchSpotInput, options?.idempotencyKey ?? '']);
          if (body.externalId === 'LOTE-2') {
            throw new ApiError(422, {
              code: 'warehousesNotFound',
              message: 'x',
              details: { warehouses: [{ name: 'Base', customerId: 0 }] },
            });
          }
          return { id: ++id };
        },
      }),
    });
    await store.start(sheet(sheetOf(3, 2)));
    store.requestSend();
    const created = vi.fn();
    const sending = store.confirmSend({ onCreated: created });
    expect(store.phase.value).toBe('sending');
    await sending;
    expect(store.phase.value).toBe('done');
    expect(bodies.map(([body, key]) => [body.externalId, key, body.transportations.length])).toEqual([
      ['LOTE-1', 'chave-1', 2],
      ['LOTE-2', 'chave-2', 2],
      ['LOTE-3', 'chave-3', 2],
    ]);
    expect(bodies[0]?.[0]).toMatchObject({
      notes: 'Solicitado em lote',
      totalWeightInKilograms: 5,
      priceEstimatedAt: NOW.toISOString(),
    });
    expect(store.progress.value).toEqual({ sent: 3, total: 3, failed: 1 });
    expect(store.result.value?.succeededBatchSpots.map((s) => [s.externalId, s.orderId])).toEqual([
      ['LOTE-1', 901],
      ['LOTE-3', 902],
    ]);
    expect(store.result.value?.failedBatchSpots).toEqual([
      {
        externalId: 'LOTE-2',
        error: { title: 'Armazéns não encontrados', message: 'Base (cliente 0)' },
      },
    ]);
    expect(created).toHaveBeenCalledTimes(2);
  });

  it('asks again only for the rows the look-up missed when it failed', async () => {
    const fill = vi
      .fn(fakeFill)
      .mockRejectedValueOnce(new ApiError(502, { code: 'bad_gateway', message: 'x' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeStore({ api: fakeBatchApi({ fillMissingBatchData: fill }), chunkSize: 2 });
    await store.start(sheet(sheetOf(2, 2)));
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    expect(store.lookupFailed.value).toBe(true);
    expect(store.problemRows.value).toBe(2);
    store.requestSend();
    expect(store.dialog.value).toBe('problems');
    store.closeDialog();
    await store.retryLookUp();
    expect(fill.mock.calls.map(([body]) => body.shipments.map((s) => s.code))).toEqual([
      ['PED-1-1', 'PED-1-2'],
      ['PED-2-1', 'PED-2-2'],
      ['PED-1-1', 'PED-1-2'],
    ]);
    expect([store.lookupFailed.value, store.problemRows.value]).toEqual([false, 0]);
  });
});
