import { buildAccessKey } from './access-key';
import {
  checkMerchandiseLine,
  checkProductCode,
  normalizeProductCode,
  PRODUCT_CODE_MESSAGES,
} from './merchandise-code';

describe('normalizeProductCode', () => {
  it('trims, upper-cases and cuts at the 255-character input maximum', () => {
    expect(normalizeProductCode('  abc-12  ')).toBe('ABC-12');
    expect(normalizeProductCode('x'.repeat(300))).toHaveLength(255);
  });
});

describe('checkProductCode', () => {
  it('accepts letters, digits and - * @ _ and upper-cases them', () => {
    expect(checkProductCode('pedido-1*a@b_c')).toEqual({
      ok: true,
      value: { code: 'PEDIDO-1*A@B_C', tooLong: false },
    });
  });

  it.each(['ação1', 'ABC 123', 'ABC/1', 'ABC.1', 'Ç'])(
    'rejects %j with the InvalidProductCode text',
    (code) => {
      expect(checkProductCode(code)).toEqual({
        ok: false,
        code: 'InvalidProductCode',
        message: 'O código deve conter apenas números, letras (não acentuadas) e/ou os caracteres: - * @ _',
      });
    },
  );

  it('flags codes over 44 characters without rejecting them', () => {
    expect(checkProductCode('A'.repeat(44))).toEqual({
      ok: true,
      value: { code: 'A'.repeat(44), tooLong: false },
    });
    expect(checkProductCode('A'.repeat(45))).toEqual({
      ok: true,
      value: { code: 'A'.repeat(45), tooLong: true },
    });
    expect(PRODUCT_CODE_MESSAGES.tooLong).toBe('Código excede o tamanho máximo de 44 caracteres!');
  });

  it('reports a duplicate with its 1-based position, whatever the case', () => {
    const result = checkProductCode('abc', ['X1', 'Y2', 'ABC']);
    expect(result).toEqual({
      ok: false,
      code: 'DuplicateProductCode',
      message: 'Este código já está na lista, na posição 3',
      position: 3,
    });
  });

  it('does not clash with the row being edited', () => {
    expect(checkProductCode('abc', ['X1', 'ABC'], { selfIndex: 1 }).ok).toBe(true);
    expect(checkProductCode('abc', ['ABC', 'ABC'], { selfIndex: 1 })).toMatchObject({ position: 1 });
  });

  it('rejects an empty code', () => {
    expect(checkProductCode('   ')).toMatchObject({ ok: false, code: 'EmptyProductCode' });
  });
});

describe('checkMerchandiseLine', () => {
  it('accepts an access key alone', () => {
    expect(checkMerchandiseLine({ code: buildAccessKey({ cnpj: '12345678000195', number: 9 }) })).toEqual({
      ok: true,
      value: 'accessKey',
    });
  });

  it('accepts a code with a postal code and a number', () => {
    expect(checkMerchandiseLine({ code: 'P1', postalCode: '01310-100', number: '1578' })).toEqual({
      ok: true,
      value: 'address',
    });
  });

  it.each([
    { code: 'P1' },
    { code: 'P1', postalCode: '01310100' },
    { code: 'P1', postalCode: '0131010', number: '10' },
    { code: 'P1', postalCode: '01310100', number: '  ' },
  ])('gives NoEnoughData for %j', (line) => {
    expect(checkMerchandiseLine(line)).toMatchObject({ ok: false, code: 'NoEnoughData' });
  });
});
