import { LOGOUT_FORM_PATH } from '@box/core/api';
import { Hono } from 'hono';
import { html } from 'hono/html';
import { CSRF_FIELD } from '../http/csrf';
import type { AppEnv } from '../http/env';
import { clearAllCookies } from '../security/cookies';
import { deleteSession } from '../security/sessions';
import { formCsrfToken } from './form-token';
import { renderPage } from './layout';

/** GET/POST /_ssr/sair: a confirmation button, and the logout itself (never through GET). */
export const logoutRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    if (!c.get('session')) {
      return c.html(
        renderPage({
          title: 'Sair',
          body: html`<h1>Sair</h1>
            <p>Você não está conectado.</p>
            <p><a href="/entrar" target="_top">Entrar</a></p>`,
        }),
      );
    }
    return c.html(
      renderPage({
        title: 'Sair',
        body: html`<h1>Sair</h1>
          <p>Deseja encerrar sua sessão?</p>
          <form method="post" action="${LOGOUT_FORM_PATH}" target="_top">
            <input type="hidden" name="${CSRF_FIELD}" value="${formCsrfToken(c)}" />
            <button type="submit">Sair</button>
          </form>`,
      }),
    );
  })
  .post('/', async (c) => {
    const { db, config } = c.get('deps');
    const session = c.get('session');
    if (session) await deleteSession(db, session.id);
    clearAllCookies(c, config);
    return c.redirect('/entrar', 303);
  });
