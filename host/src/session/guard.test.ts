import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import type { AppLocation } from '../routes/router';
import { ROUTES, type RouteDef } from '../routes/table';
import { makeUser } from '../test-support/fakeApi';
import { decideAccess, type SessionView } from './guard';

const route = (name: string): RouteDef => {
  const found = ROUTES.find((r) => r.name === name);
  if (!found) throw new Error(`rota ${name} não existe`);
  return found;
};
const at = (pathname: string, search = ''): AppLocation => ({ pathname, search, hash: '' });
const session = (over: Partial<SessionView> = {}): SessionView => ({
  status: 'signedIn',
  user: makeUser(),
  flags: new Set(),
  clearedOnPath: null,
  ...over,
});
const signedOut = session({ status: 'signedOut', user: null });

describe('decideAccess', () => {
  it('sends a visitor without session to the login with the original path and query', () => {
    expect(decideAccess(route('statement'), signedOut, at('/extrato', '?mes=10'))).toEqual({
      kind: 'login',
      url: '/entrar?redirect=%2Fextrato%3Fmes%3D10',
    });
  });

  it.each([
    'publicOrderTracking',
    'shipmentTracking',
    'shipmentTrackingByDocument',
    'publicProof',
    'login',
    'notFound',
    'blank',
    'announcement',
  ])('lets anyone open the public route %s', (name) => {
    expect(decideAccess(route(name), signedOut, at('/x'))).toEqual({ kind: 'allow' });
    expect(decideAccess(route(name), session({ status: 'loading', user: null }), at('/x'))).toEqual({
      kind: 'allow',
    });
  });

  it('waits while the user is being fetched', () => {
    expect(
      decideAccess(route('statement'), session({ status: 'idle', user: null }), at('/extrato')).kind,
    ).toBe('wait');
    expect(
      decideAccess(route('statement'), session({ status: 'loading', user: null }), at('/extrato')).kind,
    ).toBe('wait');
  });

  it('reports a failed identity call instead of guessing', () => {
    expect(
      decideAccess(route('statement'), session({ status: 'failed', user: null }), at('/extrato')).kind,
    ).toBe('failed');
  });

  it('sends an unknown role to /not-found', () => {
    const user = makeUser({ roleId: 7 });
    expect(decideAccess(route('monitoring'), session({ user }), at('/pedidos/monitoramento'))).toEqual({
      kind: 'redirect',
      to: '/not-found',
    });
  });

  it.each(['registeredAccounts', 'adminReceipts', 'retailerUsers', 'retailerReceipts', 'adminLegacy'])(
    'keeps %s for the super admin only',
    (name) => {
      for (const roleId of [2, 3]) {
        expect(decideAccess(route(name), session({ user: makeUser({ roleId }) }), at('/a'))).toEqual({
          kind: 'redirect',
          to: '/not-found',
        });
      }
      expect(decideAccess(route(name), session({ user: makeUser({ roleId: 1 }) }), at('/a'))).toEqual({
        kind: 'allow',
      });
    },
  );

  it('sends the fiscal documents page to the wizard when the flag is off', () => {
    expect(
      decideAccess(route('fiscalDocumentsUpload'), session(), at('/upload-de-documentos-fiscais')),
    ).toEqual({
      kind: 'redirect',
      to: '/spots/solicitar',
    });
    const flagged = session({ flags: new Set([FEATURE_FISCAL_DOCUMENTS_UPLOAD]) });
    expect(
      decideAccess(route('fiscalDocumentsUpload'), flagged, at('/upload-de-documentos-fiscais')),
    ).toEqual({
      kind: 'allow',
    });
  });

  it('redirects / to monitoring whoever asks', () => {
    expect(decideAccess(route('root'), signedOut, at('/'))).toEqual({
      kind: 'redirect',
      to: '/pedidos/monitoramento',
    });
  });

  it('keeps the page where a legacy frame showed the login, and only that page', () => {
    const cleared = session({ status: 'signedOut', user: null, clearedOnPath: '/spots' });
    expect(decideAccess(route('history'), cleared, at('/spots'))).toEqual({ kind: 'allow' });
    expect(decideAccess(route('statement'), cleared, at('/extrato')).kind).toBe('login');
  });
});
