import { type NewAccountForm, validateNewAccount } from './new-account';

const form: NewAccountForm = {
  razaoSocial: '  Loja Nova Comércio Ltda (demonstração) ',
  nickname: 'Loja Nova (demonstração)',
  cnpj: '12.345.678/0001-95',
  userName: 'Eva Lima (demonstração)',
  email: ' Eva@LojaNova.Example ',
  password: 'nova-conta-2026',
  passwordRepeat: 'nova-conta-2026',
};

describe('validateNewAccount', () => {
  it('trims the texts, strips the CNPJ mask and lower-cases the e-mail', () => {
    expect(validateNewAccount(form)).toEqual({
      ok: true,
      value: {
        razaoSocial: 'Loja Nova Comércio Ltda (demonstração)',
        nickname: 'Loja Nova (demonstração)',
        cnpj: '12345678000195',
        userName: 'Eva Lima (demonstração)',
        email: 'eva@lojanova.example',
        password: 'nova-conta-2026',
      },
    });
  });

  it('leaves the CNPJ out when none is given, and accepts an alphanumeric one', () => {
    expect(validateNewAccount({ ...form, cnpj: ' ' })).toMatchObject({ ok: true, value: { cnpj: null } });
    expect(validateNewAccount({ ...form, cnpj: '12.ABC.345/01DE-35' })).toMatchObject({
      ok: true,
      value: { cnpj: '12ABC34501DE35' },
    });
  });

  it('marks each missing required field', () => {
    const result = validateNewAccount({ ...form, razaoSocial: ' ', nickname: '', userName: '', email: '' });
    expect(result).toEqual({
      ok: false,
      fields: {
        razaoSocial: 'Campo obrigatório.',
        nickname: 'Campo obrigatório.',
        userName: 'Campo obrigatório.',
        email: 'Campo obrigatório.',
      },
    });
  });

  it('refuses a bad CNPJ, an e-mail that is not x@y.z and texts over their limit', () => {
    const result = validateNewAccount({
      ...form,
      cnpj: '12.345.678/0001-90',
      email: 'eva@lojanova',
      nickname: 'x'.repeat(101),
    });
    expect(result).toEqual({
      ok: false,
      fields: {
        cnpj: 'CNPJ inválido.',
        email: 'E-mail inválido.',
        nickname: 'Use no máximo 100 caracteres.',
      },
    });
  });

  it('applies the spec password rules: the mismatch on the repeat, the length on the password', () => {
    expect(validateNewAccount({ ...form, passwordRepeat: 'outra-senha' })).toEqual({
      ok: false,
      fields: { passwordRepeat: 'Falha: as senhas devem ser iguais.' },
    });
    expect(validateNewAccount({ ...form, password: 'curta', passwordRepeat: 'curta' })).toEqual({
      ok: false,
      fields: { password: 'Falha: a senha deve conter no minímo 8 caracteres.' },
    });
    const long = 'a'.repeat(129);
    expect(validateNewAccount({ ...form, password: long, passwordRepeat: long })).toEqual({
      ok: false,
      fields: {
        password: 'Use no máximo 128 caracteres.',
        passwordRepeat: 'Use no máximo 128 caracteres.',
      },
    });
  });
});
