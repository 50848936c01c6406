import { MAX_TRACKING_RECIPIENTS, normalizeRecipients } from './tracking-recipients';

describe('normalizeRecipients', () => {
  it('keeps e-mails and phones, masks phones and drops repeats', () => {
    expect(
      normalizeRecipients([
        { email: ' Ana@Loja.example ', phone: null },
        { email: null, phone: '11987654321' },
        { email: 'ana@loja.example', phone: null },
        { email: 'bia@loja.example', phone: '(11) 3456-7890' },
      ]),
    ).toEqual({
      ok: true,
      recipients: [
        { email: 'ana@loja.example', phone: null },
        { email: null, phone: '(11) 98765-4321' },
        { email: 'bia@loja.example', phone: '(11) 3456-7890' },
      ],
    });
  });

  it('accepts an empty list (nobody follows the shipment)', () => {
    expect(normalizeRecipients([])).toEqual({ ok: true, recipients: [] });
  });

  it('names each bad field in pt-BR', () => {
    expect(
      normalizeRecipients([
        { email: 'ana@', phone: null },
        { email: null, phone: '1234' },
        { email: '', phone: '  ' },
        { email: null, phone: 'liga pra mim' },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { field: 'recipients.0.email', message: 'E-mail inválido.' },
        { field: 'recipients.1.phone', message: 'Telefone inválido.' },
        { field: 'recipients.2', message: 'Informe um e-mail ou um telefone.' },
        { field: 'recipients.3.phone', message: 'Telefone inválido.' },
      ],
    });
  });

  it('refuses more than the maximum', () => {
    const many = Array.from({ length: MAX_TRACKING_RECIPIENTS + 1 }, (_, i) => ({
      email: `p${i}@loja.example`,
      phone: null,
    }));
    expect(normalizeRecipients(many)).toMatchObject({ ok: false, problems: [{ field: 'recipients' }] });
  });
});
