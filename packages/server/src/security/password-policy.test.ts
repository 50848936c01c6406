import { PASSWORD_MESSAGES } from '@box/core/rules';
import { isCommonPassword, newPasswordProblem } from './password-policy';

describe('newPasswordProblem', () => {
  it.each(['12345678', 'password', 'Password', 'qwertyuiop', 'iloveyou', '  12345678  '])(
    'refuses the common password %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(newPasswordProblem(password)).toBe(PASSWORD_MESSAGES.common);
    },
  );

  it('refuses a password of blanks only', () => {
    expect(newPasswordProblem('        ')).toBe(PASSWORD_MESSAGES.blank);
    expect(newPasswordProblem('\t\t\t\t  \n\n')).toBe(PASSWORD_MESSAGES.blank);
  });

  it('accepts an uncommon one, such as the demo passwords', () => {
    for (const password of ['mercado-2026', 'box-admin-2026', 'um cavalo azul na ponte']) {
      expect(newPasswordProblem(password)).toBeNull();
    }
  });
});
