import { whatsappUrl } from './whatsapp';

describe('whatsappUrl', () => {
  it('keeps only the digits of the number and encodes the message', () => {
    expect(whatsappUrl('+55 11 90000-0000', 'Olá! Entrega BX-1?')).toBe(
      'https://wa.me/5511900000000?text=Ol%C3%A1!%20Entrega%20BX-1%3F',
    );
  });

  it('gives no link for a number too short to be a phone', () => {
    expect(whatsappUrl('123-45', 'x')).toBeNull();
    expect(whatsappUrl('', 'x')).toBeNull();
  });

  it('gives no link when no number was given (there is no default number)', () => {
    expect(whatsappUrl(undefined, 'x')).toBeNull();
  });
});
