import { validatePasswordChange } from './password';

describe('validatePasswordChange', () => {
  it('checks equality first, with the spec text', () => {
    expect(validatePasswordChange('abc', 'abd')).toEqual({
      ok: false,
      code: 'PasswordMismatch',
      message: 'Falha: as senhas devem ser iguais.',
    });
    expect(validatePasswordChange('', 'x')).toMatchObject({ code: 'PasswordMismatch' });
  });

  it('then at least 8 characters, with the spec text (its spelling included)', () => {
    expect(validatePasswordChange('1234567', '1234567')).toEqual({
      ok: false,
      code: 'PasswordTooShort',
      message: 'Falha: a senha deve conter no minímo 8 caracteres.',
    });
    expect(validatePasswordChange('', '')).toMatchObject({ code: 'PasswordTooShort' });
    expect(validatePasswordChange('12345678', '12345678')).toEqual({ ok: true, value: '12345678' });
  });

  it('then refuses a password of blanks only, whatever its length', () => {
    expect(validatePasswordChange('        ', '        ')).toEqual({
      ok: false,
      code: 'PasswordBlank',
      message: 'Falha: a senha não pode ser formada só por espaços.',
    });
    expect(validatePasswordChange('\t \n \u00a0   ', '\t \n \u00a0   ')).toMatchObject({
      code: 'PasswordBlank',
    });
    expect(validatePasswordChange(' a senha ', ' a senha ')).toEqual({ ok: true, value: ' a senha ' });
  });
});
