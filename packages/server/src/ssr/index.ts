import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { historyRoutes } from './history';
import { loginRoutes } from './login';
import { logoutRoutes } from './logout';
import { oldHomeRoutes } from './old-home';
import { notFoundPage } from './page-access';
import { podsLegacyRoutes } from './pods-legacy';
import { profileLegacyRoutes } from './profile-legacy';
import { adminReceiptsRoutes, receiptsRoutes } from './receipts';
import { retailerRoutes } from './retailers';

/**
 * Legacy server-rendered pages, shown in the host's frame at /_ssr + path (SPEC §2). Each checks the session and
 * the role itself; links and forms target the top window.
 */
export const ssrRoutes = new Hono<AppEnv>()
  .route('/entrar', loginRoutes)
  .route('/sair', logoutRoutes)
  .route('/spots', historyRoutes)
  .route('/comprovantes', receiptsRoutes)
  .route('/admin/comprovantes', adminReceiptsRoutes)
  .route('/admin/varejistas', retailerRoutes)
  .route('/inicio', oldHomeRoutes)
  .route('/perfil', profileLegacyRoutes)
  .route('/pods', podsLegacyRoutes)
  .all('*', (c) => notFoundPage(c));
