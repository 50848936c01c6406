import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { renderMessagePage } from './layout';
import { loginRoutes } from './login';
import { logoutRoutes } from './logout';

/** Legacy server-rendered pages, shown in the host's frame at /_ssr + path. */
export const ssrRoutes = new Hono<AppEnv>()
  .route('/entrar', loginRoutes)
  .route('/sair', logoutRoutes)
  // Issue 6 builds the other legacy pages; until then every other path says so.
  .all('*', (c) =>
    c.html(
      renderMessagePage({
        title: 'Página ainda não disponível',
        message: 'Esta página ainda não está disponível. Use o menu do portal para continuar.',
      }),
    ),
  );
