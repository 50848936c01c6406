import { formatCnpj, formatCpf, formatDocument, redactDocument } from './documents';

describe('document display', () => {
  it('CPF 000.000.000-00, masked or not; anything else unchanged', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(formatCpf('1234567890')).toBe('1234567890');
  });

  it('CNPJ 00.000.000/0000-00, alphanumeric ones upper-cased', () => {
    expect(formatCnpj('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatCnpj('q0slfmbd7vx439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(formatCnpj('123456780001')).toBe('123456780001');
  });

  it('formatDocument picks by length', () => {
    expect(formatDocument('12345678909')).toBe('123.456.789-09');
    expect(formatDocument('12345678000195')).toBe('12.345.678/0001-95');
    expect(formatDocument('RG 12345678')).toBe('RG 12345678');
    expect(formatDocument('')).toBe('');
  });

  it('redactDocument shows only the last three characters, keeping separators and a label', () => {
    expect(redactDocument('12345678909')).toBe('•••.•••.••9-09');
    expect(redactDocument('12.345.678/0001-95')).toBe('••.•••.•••/•••1-95');
    expect(redactDocument('RG 12345678')).toBe('RG •••••678');
    expect(redactDocument('RG 12.345.678-X')).toBe('RG ••.•••.•78-X');
    expect(redactDocument('CPF: 123.456.789-09')).toBe('CPF: •••.•••.••9-09');
    expect(redactDocument('porteiro')).toBe('porteiro');
  });
});
