import { accountBanner, canAddMerchandise, isAccountInactive, isInactiveByConfig } from './account';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('isAccountInactive', () => {
  it('is inactive only after more than 90 days without a request', () => {
    expect(isAccountInactive(daysAgo(90), daysAgo(400), NOW)).toBe(false);
    expect(isAccountInactive(new Date(daysAgo(90).getTime() - 1), daysAgo(400), NOW)).toBe(true);
  });

  it('counts from creation when there was never a request', () => {
    expect(isAccountInactive(null, daysAgo(10), NOW)).toBe(false);
    expect(isAccountInactive(null, daysAgo(91), NOW)).toBe(true);
  });
});

describe('isInactiveByConfig', () => {
  it("reads block_details code 'Inatividade'", () => {
    expect(isInactiveByConfig({ block_details: { code: 'Inatividade' } })).toBe(true);
    expect(isInactiveByConfig({ block_details: { code: 'Outro' } })).toBe(false);
    expect(isInactiveByConfig({ block_details: null })).toBe(false);
    expect(isInactiveByConfig(null)).toBe(false);
  });
});

describe('accountBanner / canAddMerchandise', () => {
  it('shows the spec texts, blocked first', () => {
    expect(accountBanner({ inativo: true, bloqueado: true })).toEqual({
      kind: 'blocked',
      message:
        'Sua conta está bloqueada para solicitações. Por favor, entre em contato com o e-mail comercial',
    });
    expect(accountBanner({ inativo: true, bloqueado: false })).toEqual({
      kind: 'inactive',
      message:
        'Sua conta está inativa há mais de 90 dias. Por favor, entre em contato com o e-mail comercial para reativar',
    });
    expect(accountBanner({ inativo: false, bloqueado: false })).toBeNull();
  });

  it('lets only active, unblocked accounts that may request routes add merchandise', () => {
    expect(canAddMerchandise({ inativo: false, bloqueado: false })).toBe(true);
    expect(canAddMerchandise({ inativo: true, bloqueado: false })).toBe(false);
    expect(canAddMerchandise({ inativo: false, bloqueado: true })).toBe(false);
    expect(canAddMerchandise({ inativo: false, bloqueado: false, podeSolicitarRota: false })).toBe(false);
  });
});
