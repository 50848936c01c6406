import * as v from 'valibot';
import { validateForm } from './form-errors';

const Schema = v.object({
  name: v.pipe(v.string(), v.nonEmpty('Informe o nome.')),
  address: v.object({ cep: v.pipe(v.string(), v.length(8, 'O CEP deve ter 8 dígitos.')) }),
});

describe('validateForm', () => {
  it('returns the output when valid', () => {
    expect(validateForm(Schema, { name: 'CD', address: { cep: '01310100' } })).toEqual({
      ok: true,
      value: { name: 'CD', address: { cep: '01310100' } },
    });
  });

  it('returns the first message per dotted field path', () => {
    expect(validateForm(Schema, { name: '', address: { cep: '1' } })).toEqual({
      ok: false,
      fields: { name: 'Informe o nome.', 'address.cep': 'O CEP deve ter 8 dígitos.' },
    });
  });
});
