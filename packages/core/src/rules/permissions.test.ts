import { FEATURE_AD_VALOREM, FEATURE_CHAT_LAUNCHER } from '../catalogues/features';
import {
  canUseSuperBatch,
  hasFeature,
  hasKnownRole,
  isSuperAdmin,
  NEW_ACCOUNT_PATH,
  orderTrackingPath,
  receiptsPath,
  retailerReceiptsPath,
  retailerUsersPath,
  showsChatLauncher,
  showsDashboard,
} from './permissions';

describe('roles', () => {
  it('only role 1 is super admin; 1..3 are known', () => {
    expect(isSuperAdmin(1)).toBe(true);
    expect(isSuperAdmin(2)).toBe(false);
    expect([1, 2, 3].every(hasKnownRole)).toBe(true);
    expect(hasKnownRole(4)).toBe(false);
    expect(hasKnownRole(0)).toBe(false);
  });

  it('sends role 1 to the admin receipts', () => {
    expect(receiptsPath(1)).toBe('/admin/comprovantes');
    expect(receiptsPath(2)).toBe('/comprovantes');
  });

  it("names a retailer's admin pages and the new account form (SPEC §2 route table)", () => {
    expect(retailerUsersPath(3154)).toBe('/admin/varejistas/3154/usuarios');
    expect(retailerReceiptsPath(0)).toBe('/admin/varejistas/0/comprovantes');
    expect(NEW_ACCOUNT_PATH).toBe('/admin/varejistas/novo');
  });

  it("names an order's tracking page (SPEC §2 orderTrackingPage)", () => {
    expect(orderTrackingPath(1234)).toBe('/pedidos/acompanhe/1234');
  });
});

describe('customer gates', () => {
  it('super batch only for customer 0; dashboard for 0 and 3154', () => {
    expect(canUseSuperBatch(0)).toBe(true);
    expect(canUseSuperBatch(3154)).toBe(false);
    expect(showsDashboard(0)).toBe(true);
    expect(showsDashboard(3154)).toBe(true);
    expect(showsDashboard(5100)).toBe(false);
  });
});

describe('feature flags', () => {
  it('come from features or active experiments', () => {
    expect(hasFeature(FEATURE_AD_VALOREM, [FEATURE_AD_VALOREM], [])).toBe(true);
    expect(hasFeature(FEATURE_AD_VALOREM, [], [FEATURE_AD_VALOREM])).toBe(true);
    expect(hasFeature(FEATURE_AD_VALOREM, ['feature:other'], undefined)).toBe(false);
    expect(hasFeature(FEATURE_AD_VALOREM, null, null)).toBe(false);
  });

  it('the chat launcher also needs a non-public route', () => {
    expect(showsChatLauncher([FEATURE_CHAT_LAUNCHER], [], false)).toBe(true);
    expect(showsChatLauncher([FEATURE_CHAT_LAUNCHER], [], true)).toBe(false);
    expect(showsChatLauncher([], [], false)).toBe(false);
  });
});
