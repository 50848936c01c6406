import { firstName, userIdentity } from './identity';

describe('userIdentity', () => {
  it('flattens the current user into the host form', () => {
    expect(
      userIdentity({
        person: {
          id: 7,
          name: 'Ana Souza',
          email: 'ana@mercado.example',
          emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: true },
          audienceType: 'customer',
          roleId: 2,
        },
        organization: { id: 3154, name: 'Mercado' },
        features: [],
        account: { podeSolicitarRota: true, inativo: false, bloqueado: false },
      }),
    ).toEqual({
      personId: 7,
      personName: 'Ana Souza',
      personEmail: 'ana@mercado.example',
      customerId: 3154,
      customerName: 'Mercado',
      roleId: 2,
    });
  });

  it('takes the first name', () => {
    expect(firstName('  Ana   Maria Souza ')).toBe('Ana');
    expect(firstName('')).toBe('');
  });
});
