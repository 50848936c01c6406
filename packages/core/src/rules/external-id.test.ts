import { validateExternalId } from './external-id';

describe('validateExternalId', () => {
  it('is optional by default and trims', () => {
    expect(validateExternalId('  ')).toEqual({ ok: true, value: null });
    expect(validateExternalId(' PED-1 ')).toEqual({ ok: true, value: 'PED-1' });
  });

  it('can be required', () => {
    expect(validateExternalId('', { required: true })).toMatchObject({
      ok: false,
      code: 'ExternalIdRequired',
    });
  });

  it('allows at most 80 characters', () => {
    expect(validateExternalId('x'.repeat(80)).ok).toBe(true);
    expect(validateExternalId('x'.repeat(81))).toEqual({
      ok: false,
      code: 'ExternalIdTooLong',
      message: 'O código externo deve ter no máximo 80 caracteres.',
    });
  });
});
