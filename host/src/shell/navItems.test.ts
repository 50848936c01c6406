import { FEATURE_FISCAL_DOCUMENTS_UPLOAD } from '@box/core/catalogues';
import { makeUser } from '../test-support/fakeApi';
import { currentHref, firstName, headerNavItems, sidebarItems, userMenuItems } from './navItems';

describe('header items', () => {
  it('lists the five destinations in order', () => {
    expect(headerNavItems(makeUser()).map((item) => item.label)).toEqual([
      'Solicitar serviço',
      'Monitoramento',
      'Histórico',
      'Comprovantes',
      'Extrato',
    ]);
  });

  it('sends Comprovantes to the admin receipts for the super admin only', () => {
    const receipts = (roleId: number) =>
      headerNavItems(makeUser({ roleId })).find((item) => item.label === 'Comprovantes')?.href;
    expect(receipts(1)).toBe('/admin/comprovantes');
    expect(receipts(2)).toBe('/comprovantes');
    expect(receipts(3)).toBe('/comprovantes');
  });

  it('offers Admin in the user menu to the super admin only', () => {
    expect(userMenuItems(makeUser({ roleId: 1 }))).toEqual([
      { label: 'Preferências do usuário', href: '/perfil' },
      { label: 'Admin', href: '/contas-cadastradas' },
    ]);
    expect(userMenuItems(makeUser({ roleId: 2 })).map((item) => item.label)).toEqual([
      'Preferências do usuário',
    ]);
  });
});

describe('sidebar items', () => {
  it.each([
    [0, true],
    [3154, true],
    [4200, false],
    [5100, false],
  ])('customer %i has the dashboard: %s', (customerId, shown) => {
    const labels = sidebarItems(makeUser({ customerId }), new Set()).map((item) => item.label);
    expect(labels.includes('Dashboard')).toBe(shown);
  });

  it('shows fiscal documents only with the feature flag', () => {
    const user = makeUser({ customerId: 5100 });
    expect(sidebarItems(user, new Set())).toEqual([]);
    expect(sidebarItems(user, new Set([FEATURE_FISCAL_DOCUMENTS_UPLOAD]))).toEqual([
      { label: 'Documentos fiscais', href: '/upload-de-documentos-fiscais' },
    ]);
  });
});

describe('labels', () => {
  it('takes the first name', () => {
    expect(firstName('  Ana Maria Souza ')).toBe('Ana');
  });

  it('marks the most specific item as current', () => {
    const items = headerNavItems(makeUser());
    expect(currentHref(items, '/spots/solicitar')).toBe('/spots/solicitar');
    expect(currentHref(items, '/spots/12/requested')).toBe('/spots');
    expect(currentHref(items, '/perfil')).toBeNull();
  });
});
