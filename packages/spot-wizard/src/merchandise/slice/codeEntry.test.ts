import { accessKeyFor, KNOWN_PLACES } from '../fixtures/places';
import { fakeApi, makeSlice } from '../fixtures/slice';

describe('merchandise pipeline', () => {
  it('takes an access key through the fiscal document and the address to ok', async () => {
    const api = fakeApi();
    const slice = makeSlice(api);
    const key = accessKeyFor(123);
    expect(slice.submitCode(key.toLowerCase())).toEqual({ ok: true });
    expect(slice.items.value[0]?.status).toEqual({ type: 'loading' });
    await slice.whenIdle();
    const [row] = slice.items.value;
    expect(api.fiscalDocument).toHaveBeenCalledWith(key);
    expect(api.locations).toHaveBeenCalledWith({
      postalCode: '01310100',
      number: '1578',
      requireGeolocation: true,
    });
    expect(row?.status).toEqual({ type: 'ok' });
    expect(row?.id).toBe(key);
    expect(row?.sender).toBe('Mercado Bom Preço (demonstração)');
    expect(row?.volumesCount).toBe(3);
    expect(row?.address).toMatchObject({
      thoroughfare: 'Avenida Paulista',
      number: '1578',
      latitude: KNOWN_PLACES['01310100']?.geolocation?.latitude,
    });
    expect(slice.goodsValueTotal.value).toBe(1250.5);
    expect(slice.documentsWeightKg.value).toBe(12.5);
  });

  it('sends a code that is not an access key to the manual modal (NoEnoughData)', () => {
    const slice = makeSlice();
    expect(slice.submitCode('pedido-42')).toEqual({ ok: true });
    expect(slice.items.value).toEqual([]);
    expect(slice.manual.value).toEqual({ mode: 'add', initial: { code: 'PEDIDO-42' } });
  });

  it('refuses invalid and repeated codes with their messages', async () => {
    const slice = makeSlice();
    expect(slice.submitCode('código')).toEqual({
      ok: false,
      title: 'Código inválido',
      message: 'O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
    });
    slice.submitCode(accessKeyFor(1));
    slice.submitCode(accessKeyFor(2));
    expect(slice.submitCode(accessKeyFor(2))).toEqual({
      ok: false,
      title: 'Código repetido',
      message: 'Este código já está na lista, na posição 2',
    });
    expect(slice.items.value).toHaveLength(2);
    await slice.whenIdle();
  });
});
