import { isValidNfeKey } from '@brazilian-utils/brazilian-utils/is-valid-nfe-key';
import {
  accessKeyCheckDigit,
  accessKeyDocumentType,
  buildAccessKey,
  looksLikeAccessKey,
  validateAccessKey,
} from './access-key';

/**
 * Keys checked by hand (weighted sum with weights 2..9 from the right, char value = code − 48):
 * - NF-e from the @brazilian-utils docs: sum 542, 542 mod 11 = 3 → DV 11 − 3 = 8.
 * - alphanumeric issuer Q0SLFMBD7VX439 (a valid alphanumeric CNPJ), NF-e: sum 1879, mod 11 = 9 → DV 2.
 * - CT-e whose remainder is 0: sum 726 = 66 × 11 → DV 0.
 * - Minuta (model 94), alphanumeric issuer, remainder 1: sum 1838 = 167 × 11 + 1 → DV 0.
 */
const NFE_KEY = '35170458716523000119550010000000121000123458';
const ALNUM_KEY = '352607Q0SLFMBD7VX439550010000001231123456702';
const CTE_KEY_DV0_REMAINDER0 = '31260312345678000195570010000000051876543210';
const MINUTA_KEY_DV0_REMAINDER1 = '352607Q0SLFMBD7VX439940010000000021112233440';

describe('accessKeyCheckDigit', () => {
  it('matches the hand-checked keys', () => {
    expect(accessKeyCheckDigit(NFE_KEY.slice(0, 43))).toBe(8);
    expect(accessKeyCheckDigit(ALNUM_KEY.slice(0, 43))).toBe(2);
  });

  it('is 0 when the remainder is 0 or 1', () => {
    expect(accessKeyCheckDigit(CTE_KEY_DV0_REMAINDER0.slice(0, 43))).toBe(0);
    expect(accessKeyCheckDigit(MINUTA_KEY_DV0_REMAINDER1.slice(0, 43))).toBe(0);
  });

  it('refuses a base that is not 43 characters', () => {
    expect(() => accessKeyCheckDigit('123')).toThrow(RangeError);
  });
});

describe('validateAccessKey', () => {
  it('accepts the hand-checked keys and reads their fields', () => {
    const nfe = validateAccessKey(NFE_KEY);
    expect(nfe).toMatchObject({
      ok: true,
      value: {
        uf: '35',
        year: 2017,
        month: 4,
        issuerCnpj: '58716523000119',
        documentType: 'NF-e',
        number: 12,
      },
    });
    expect(validateAccessKey(ALNUM_KEY)).toMatchObject({
      ok: true,
      value: { issuerCnpj: 'Q0SLFMBD7VX439', documentType: 'NF-e', year: 2026, month: 7, number: 123 },
    });
    expect(validateAccessKey(CTE_KEY_DV0_REMAINDER0)).toMatchObject({
      ok: true,
      value: { documentType: 'CT-e' },
    });
    expect(validateAccessKey(MINUTA_KEY_DV0_REMAINDER1)).toMatchObject({
      ok: true,
      value: { documentType: 'Minuta' },
    });
  });

  it('accepts a printed key with spaces and lower-case letters', () => {
    expect(validateAccessKey('3526 07q0 slfm bd7v x439 5500 1000 0001 2311 2345 6702').ok).toBe(true);
  });

  it('rejects a wrong check digit with the catalogue message', () => {
    expect(validateAccessKey(`${NFE_KEY.slice(0, 43)}7`)).toEqual({
      ok: false,
      code: 'InvalidKey',
      message: 'Chave de acesso inválida',
    });
  });

  it('rejects wrong length, unknown cUF, month 13 and letters outside the CNPJ', () => {
    expect(validateAccessKey(NFE_KEY.slice(0, 43)).ok).toBe(false);
    const badUf = `99${NFE_KEY.slice(2, 43)}`;
    expect(validateAccessKey(badUf + accessKeyCheckDigit(badUf)).ok).toBe(false);
    const badMonth = `351713${NFE_KEY.slice(6, 43)}`;
    expect(validateAccessKey(badMonth + accessKeyCheckDigit(badMonth)).ok).toBe(false);
    // A letter in the model field (position 21) is outside the alphanumeric CNPJ part.
    const letterInModel = `${NFE_KEY.slice(0, 20)}A${NFE_KEY.slice(21, 43)}`;
    expect(validateAccessKey(letterInModel + accessKeyCheckDigit(letterInModel)).ok).toBe(false);
    // Letters in the CNPJ's check digits (positions 19–20) are not allowed either.
    const letterInCnpjDv = `${NFE_KEY.slice(0, 18)}AB${NFE_KEY.slice(20, 43)}`;
    expect(validateAccessKey(letterInCnpjDv + accessKeyCheckDigit(letterInCnpjDv)).ok).toBe(false);
  });
});

describe('accessKeyDocumentType', () => {
  it('reads the model at positions 21–22', () => {
    expect(accessKeyDocumentType(NFE_KEY)).toBe('NF-e');
    expect(accessKeyDocumentType(CTE_KEY_DV0_REMAINDER0)).toBe('CT-e');
    expect(accessKeyDocumentType(MINUTA_KEY_DV0_REMAINDER1)).toBe('Minuta');
    expect(accessKeyDocumentType(buildAccessKey({ cnpj: '12345678000195', number: 1, model: '65' }))).toBe(
      'unknown',
    );
  });
});

describe('looksLikeAccessKey', () => {
  it('tells key-shaped codes from ordinary merchandise codes', () => {
    expect(looksLikeAccessKey(NFE_KEY)).toBe(true);
    expect(looksLikeAccessKey(ALNUM_KEY)).toBe(true);
    // Shape only: a wrong check digit still looks like a key (the look-up then says InvalidKey).
    expect(looksLikeAccessKey(`${NFE_KEY.slice(0, 43)}0`)).toBe(true);
    expect(looksLikeAccessKey('PEDIDO-123')).toBe(false);
    expect(looksLikeAccessKey(`${NFE_KEY}1`)).toBe(false);
  });
});

describe('buildAccessKey', () => {
  it('rebuilds the hand-checked keys from their parts', () => {
    expect(
      buildAccessKey({
        uf: 35,
        year: 2017,
        month: 4,
        cnpj: '58.716.523/0001-19',
        model: '55',
        series: 1,
        number: 12,
        emissionType: 1,
        numericCode: '00012345',
      }),
    ).toBe(NFE_KEY);
    expect(
      buildAccessKey({
        year: 2026,
        month: 7,
        cnpj: 'Q0.SLF.MBD/7VX4-39',
        number: 123,
        numericCode: 12345670,
      }),
    ).toBe(ALNUM_KEY);
  });

  it('makes keys an independent validator accepts (numeric issuers)', () => {
    for (let number = 1; number <= 200; number += 7) {
      const key = buildAccessKey({ cnpj: '12345678000195', number, month: (number % 12) + 1, uf: 31 });
      expect(validateAccessKey(key).ok).toBe(true);
      expect(isValidNfeKey(key)).toBe(true);
    }
  });

  it('makes valid alphanumeric-issuer keys of every model', () => {
    for (const model of ['55', '57', '94']) {
      const key = buildAccessKey({ cnpj: 'Q0SLFMBD7VX439', number: 42, model });
      expect(validateAccessKey(key).ok).toBe(true);
      expect(key.slice(6, 20)).toBe('Q0SLFMBD7VX439');
    }
  });

  it('refuses parts that do not fit the layout', () => {
    expect(() => buildAccessKey({ cnpj: '123', number: 1 })).toThrow(RangeError);
    expect(() => buildAccessKey({ cnpj: '12345678000195', number: 0 })).toThrow(RangeError);
    expect(() => buildAccessKey({ cnpj: '12345678000195', number: 1, month: 13 })).toThrow(RangeError);
    expect(() => buildAccessKey({ cnpj: '12345678000195', number: 1, uf: 99 })).toThrow(RangeError);
    expect(() => buildAccessKey({ cnpj: '12345678000195', number: 1_000_000_000 })).toThrow(RangeError);
  });
});
