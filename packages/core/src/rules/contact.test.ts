import { isValidEmail, parseRecipient, validateEmail, validatePhone } from './contact';

describe('e-mail x@y.z', () => {
  it.each(['ana@mercado.example', 'a.b+c@d.co', ' x@y.z '])('%j is valid', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['ana', 'ana@mercado', '@y.z', 'a b@y.z', 'x@y.', ''])('%j is not', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('validateEmail trims', () => {
    expect(validateEmail(' x@y.z ')).toEqual({ ok: true, value: 'x@y.z' });
    expect(validateEmail('x')).toMatchObject({ ok: false, code: 'InvalidEmail' });
  });
});

describe('phone (at least 14 masked characters)', () => {
  it('accepts landlines and mobiles', () => {
    expect(validatePhone('(11) 3456-7890')).toEqual({ ok: true, value: '1134567890' });
    expect(validatePhone('(11) 93456-7890')).toEqual({ ok: true, value: '11934567890' });
  });

  it.each(['(11) 3456-789', '1134567890', '(11) 3456 7890', ''])('rejects %j', (phone) => {
    expect(validatePhone(phone)).toMatchObject({ ok: false, code: 'InvalidPhone' });
  });
});

describe('parseRecipient', () => {
  it('reads an e-mail or a phone tag', () => {
    expect(parseRecipient('bia@loja.example')).toEqual({ email: 'bia@loja.example', phone: null });
    expect(parseRecipient('(11) 93456-7890')).toEqual({ email: null, phone: '11934567890' });
    expect(parseRecipient('+55 11 3456 7890')).toBeNull();
    expect(parseRecipient('bia')).toBeNull();
  });
});
