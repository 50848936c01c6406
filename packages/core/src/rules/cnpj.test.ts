import { isValidCnpj, validateCnpj } from './cnpj';

describe('CNPJ', () => {
  it('accepts numeric CNPJs, masked or not', () => {
    expect(isValidCnpj('12.345.678/0001-95')).toBe(true);
    expect(isValidCnpj('12345678000195')).toBe(true);
  });

  it('accepts alphanumeric CNPJs (brazilian-utils version 2), in any case', () => {
    expect(isValidCnpj('Q0.SLF.MBD/7VX4-39')).toBe(true);
    expect(isValidCnpj('q0slfmbd7vx439')).toBe(true);
  });

  it('rejects wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCnpj('12.345.678/0001-90')).toBe(false);
    expect(isValidCnpj('Q0SLFMBD7VX438')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1234567800019')).toBe(false);
  });

  it('validateCnpj returns the bare 14 characters or the message', () => {
    expect(validateCnpj('q0.slf.mbd/7vx4-39')).toEqual({ ok: true, value: 'Q0SLFMBD7VX439' });
    expect(validateCnpj('123')).toEqual({ ok: false, code: 'InvalidCnpj', message: 'CNPJ inválido.' });
  });
});
