import { fakeApi, makeSlice, status } from '../fixtures/slice';

describe('row actions', () => {
  it('does not refresh the rows completed by hand, and edits them in the manual form', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    slice.paste('PED-1\t99999999\t1\nPED-2\t01001000');
    await slice.whenIdle();
    slice.refresh('PED-1');
    slice.refresh('PED-2');
    expect(status(slice)).toEqual([
      { type: 'error', error: 'NoGeolocationFound' },
      { type: 'error', error: 'NoEnoughData' },
    ]);
    expect(api.locations).toHaveBeenCalledTimes(1);
    expect(slice.manual.value).toBeNull();
    // The form starts from what the pasted row has: its code and CEP.
    slice.openEdit('PED-2');
    expect(slice.manual.value).toMatchObject({
      mode: 'edit',
      id: 'PED-2',
      initial: { code: 'PED-2', address: { postalCode: '01001000', number: '' } },
    });
    slice.closeManual();
    slice.openEdit('PED-1');
    expect(slice.manual.value).toMatchObject({ mode: 'edit', id: 'PED-1' });
  });

  it('saves a manual row (ok with its point) and edits it in place, keeping code uniqueness', async () => {
    const slice = makeSlice();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    await slice.whenIdle();
    slice.submitCode('manual-1');
    const address = {
      postalCode: '04538133',
      number: '3477',
      complement: 'Sala 4',
      latitude: -23.58,
      longitude: -46.68,
      thoroughfare: 'Avenida Brigadeiro Faria Lima',
      neighborhood: 'Itaim Bibi',
      locality: 'São Paulo',
      state: 'SP',
    };
    const value = {
      code: 'manual-1',
      address,
      instructions: 'Recepção',
      timeWindow: { start: '09:00', end: '12:00' },
      trackingRecipients: [],
    };
    expect(slice.saveManual(value)).toEqual({ ok: true });
    expect(slice.manual.value).toBeNull();
    expect(slice.items.value[2]).toMatchObject({
      id: 'MANUAL-1',
      status: { type: 'ok' },
      instructions: 'Recepção',
    });

    slice.openEdit('PED-1');
    expect(slice.saveManual({ ...value, code: 'ped-2' })).toEqual({
      ok: false,
      title: 'Código repetido',
      message: 'Este código já está em uso.',
    });
    expect(slice.saveManual({ ...value, code: 'ped-1b' })).toEqual({ ok: true });
    expect(slice.items.value.map((row) => row.id)).toEqual(['PED-1B', 'PED-2', 'MANUAL-1']);
  });
});
