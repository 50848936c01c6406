import type { MerchandiseAddress } from '@box/core/schemas';
import { vi } from 'vitest';
import { fixedEnvironment } from '../fixtures/environment';
import { accessKeyFor } from '../fixtures/places';
import { fakeApi, makeSlice, status } from '../fixtures/slice';
import { createMerchandiseSlice } from '../merchandiseSlice';

describe('merchandise pipeline', () => {
  it('flags a pasted code over 44 characters as too long, and refuses it in the manual modal', async () => {
    const slice = makeSlice();
    const long = 'A'.repeat(45);
    slice.paste(`${long}\t01001-000\t10\nOUTRO\t01001000\t12`);
    await slice.whenIdle();
    expect(slice.items.value[0]?.trackingCodeTooLong).toBe(true);
    expect(slice.items.value[1]?.trackingCodeTooLong).toBe(false);
    slice.openManual();
    expect(
      slice.saveManual({
        code: 'B'.repeat(45),
        address: slice.items.value[1]?.address as MerchandiseAddress,
        instructions: null,
        timeWindow: { start: '', end: '' },
        trackingRecipients: [],
      }),
    ).toEqual({ ok: false, message: 'Código excede o tamanho máximo de 44 caracteres!' });
  });
});

describe('pasting a spreadsheet', () => {
  const sheet = [
    'ped-1\t01310-100\t1578\tPortaria\tana@x.example; bia@x.example\t(11) 98765-4321',
    'ped-2\t01001000\t1',
    '',
    'PED-1\t04538133\t3477',
    `${accessKeyFor(31)}`,
    'ped-3\t99999999\t5',
    'ped-4',
    'peç-5\t01001000\t2',
    'ped-6\t99999-999\t7\t\t\t\t-23,5\t-46,6',
  ].join('\n');

  it('adds each simple row once, in order, and resolves them', async () => {
    const slice = makeSlice();
    expect(slice.paste(sheet)).toEqual({ ok: true });
    expect(slice.items.value.map((row) => row.id)).toEqual([
      'PED-1',
      'PED-2',
      accessKeyFor(31),
      'PED-3',
      'PED-4',
      'PEÇ-5',
      'PED-6',
    ]);
    await slice.whenIdle();
    expect(status(slice)).toEqual([
      { type: 'ok' },
      { type: 'ok' },
      { type: 'ok' },
      { type: 'error', error: 'NoGeolocationFound' },
      { type: 'error', error: 'NoEnoughData' },
      { type: 'error', error: 'InvalidProductCode' },
      // Coordinates pasted with the row stand in for a CEP the directory does not know.
      { type: 'ok' },
    ]);
    const first = slice.items.value[0];
    expect(first?.instructions).toBe('Portaria');
    expect(first?.trackingRecipients).toEqual([
      { email: 'ana@x.example', phone: null },
      { email: 'bia@x.example', phone: null },
      { email: null, phone: '11987654321' },
    ]);
    expect(first?.address).toMatchObject({ thoroughfare: 'Avenida Paulista', number: '1578' });
    expect(slice.items.value[6]?.address).toMatchObject({ latitude: -23.5, longitude: -46.6 });
  });

  it('drops codes already in the list', async () => {
    const slice = makeSlice();
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    slice.paste('ped-2\t01001000\t9\nPED-3\t01001000\t3');
    await slice.whenIdle();
    expect(slice.items.value.map((row) => [row.id, row.address.number])).toEqual([
      ['PED-1', '1'],
      ['PED-2', '2'],
      ['PED-3', '3'],
    ]);
  });

  it('ignores a blank cell and takes a single cell as a typed code', () => {
    const slice = makeSlice();
    expect(slice.paste('   \n\t\n')).toEqual({ ok: false, message: '' });
    expect(slice.items.value).toEqual([]);
    slice.paste('  ped-9\n');
    expect(slice.manual.value).toEqual({ mode: 'add', initial: { code: 'PED-9' } });
  });

  it('hands a super batch (more than 10 columns) over, or refuses it without the dependency', () => {
    const row = Array.from({ length: 14 }, (_, i) => `c${i}`).join('\t');
    const refused = makeSlice();
    expect(refused.paste(row)).toEqual({
      ok: false,
      message: 'Cliente não autorizado a fazer solicitações em lote.',
      alert: true,
    });
    const onSuperBatchPaste = vi.fn(() => ({ ok: true }) as const);
    const allowed = createMerchandiseSlice({ api: fakeApi(), env: fixedEnvironment(), onSuperBatchPaste });
    const text = `${row}\r\n${row}\r\n`;
    expect(allowed.paste(text)).toEqual({ ok: true });
    // The sheet goes over as pasted: the batch reads its quoted cells and line numbers itself.
    expect(onSuperBatchPaste).toHaveBeenCalledWith(text);
    expect(allowed.items.value).toEqual([]);
  });

  it('adds nothing for an account that cannot add merchandise', () => {
    const slice = makeSlice(fakeApi(), { canAddMerchandise: false });
    slice.paste('PED-1\t01001000\t1\nPED-2\t01001000\t2');
    slice.submitCode(accessKeyFor(1));
    slice.openManual('X');
    expect(slice.items.value).toEqual([]);
    expect(slice.manual.value).toBeNull();
  });
});
