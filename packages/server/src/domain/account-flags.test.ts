import { accountFlags } from './account-flags';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const base = { podeSolicitarRotas: true, blocked: false, lastRequestAt: daysAgo(1), createdAt: daysAgo(700) };

describe('accountFlags', () => {
  it('lets an active, unblocked account request routes', () => {
    expect(accountFlags(base, now)).toEqual({ podeSolicitarRota: true, inativo: false, bloqueado: false });
  });

  it('turns inactive only after more than 90 days without a request', () => {
    expect(accountFlags({ ...base, lastRequestAt: daysAgo(90) }, now).inativo).toBe(false);
    const inactive = accountFlags({ ...base, lastRequestAt: daysAgo(91) }, now);
    expect(inactive).toEqual({ podeSolicitarRota: false, inativo: true, bloqueado: false });
  });

  it('counts from the account creation when it never requested anything', () => {
    expect(accountFlags({ ...base, lastRequestAt: null, createdAt: daysAgo(10) }, now).inativo).toBe(false);
    expect(accountFlags({ ...base, lastRequestAt: null, createdAt: daysAgo(100) }, now).inativo).toBe(true);
  });

  it('blocks requests for a blocked account or one whose setting forbids them', () => {
    expect(accountFlags({ ...base, blocked: true }, now)).toEqual({
      podeSolicitarRota: false,
      inativo: false,
      bloqueado: true,
    });
    expect(accountFlags({ ...base, podeSolicitarRotas: false }, now).podeSolicitarRota).toBe(false);
  });
});
