import { DASHBOARD_CUSTOMER_IDS, SUPER_BATCH_CUSTOMER_ID } from '../catalogues/constants';
import { FEATURE_CHAT_LAUNCHER } from '../catalogues/features';
import { isKnownRole, ROLE } from '../catalogues/roles';

/** SPEC §6: retailers list, Admin menu, /contas-cadastradas and per-customer admin pages are role 1 only. */
export const isSuperAdmin = (roleId: number) => roleId === ROLE.SUPER_ADMIN;

/** Where a user may not go, the host sends them: unknown roles and non-super-admins on admin pages. */
export const NOT_FOUND_PATH = '/not-found';

/** SPEC §2: 'Comprovantes' goes to /admin/comprovantes for role 1, else /comprovantes. */
export const receiptsPath = (roleId: number) =>
  isSuperAdmin(roleId) ? '/admin/comprovantes' : '/comprovantes';

/** SPEC §2/§6 super admin pages of one retailer, and the new account form ('Cadastrar nova conta'). */
export const retailerUsersPath = (customerId: number) => `/admin/varejistas/${customerId}/usuarios`;
export const retailerReceiptsPath = (customerId: number) => `/admin/varejistas/${customerId}/comprovantes`;
export const NEW_ACCOUNT_PATH = '/admin/varejistas/novo';

/** SPEC §2 route orderTrackingPage: an order's signed-in tracking page, where lists, links and mails lead. */
export const orderTrackingPath = (orderId: number) => `/pedidos/acompanhe/${orderId}`;

/** SPEC §6: an unknown role is redirected to /not-found. */
export const hasKnownRole = (roleId: number) => isKnownRole(roleId);

/** SPEC §6: super batch only for customer 0; the alert others get. */
export const SUPER_BATCH_FORBIDDEN_MESSAGE = 'Cliente não autorizado a fazer solicitações em lote.';
export const canUseSuperBatch = (customerId: number) => customerId === SUPER_BATCH_CUSTOMER_ID;

/** SPEC §2: the sidebar dashboard item only for customers 0 and 3154. */
export const showsDashboard = (customerId: number) => DASHBOARD_CUSTOMER_IDS.includes(customerId);

/** SPEC §6: a flag is on when the user's features or the customer's active experiments name it. */
export function hasFeature(
  flag: string,
  features: readonly string[] | null | undefined,
  experiments: readonly string[] | null | undefined = [],
): boolean {
  return !!features?.includes(flag) || !!experiments?.includes(flag);
}

/** SPEC §6: the chat launcher shows only when enabled and the route is not public. */
export const showsChatLauncher = (
  features: readonly string[] | null | undefined,
  experiments: readonly string[] | null | undefined,
  routeIsPublic: boolean,
) => !routeIsPublic && hasFeature(FEATURE_CHAT_LAUNCHER, features, experiments);
