import { PORTAL_SIGN_IN_PATH } from '@box/core/api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { clientIp } from '../http/client-ip';
import { CSRF_FIELD } from '../http/csrf';
import type { AppEnv } from '../http/env';
import { setCsrfCookie, setSessionCookie } from '../security/cookies';
import { attemptLogin, LOGIN_MESSAGES, LOGIN_REFUSALS } from '../security/login';
import { createSession, deleteSession } from '../security/sessions';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { formCsrfToken } from './form-token';
import { renderPage } from './layout';
import { safeRedirect } from './redirect';

/** Re-exported for the page's tests and callers that knew it here. */
export { LOGIN_MESSAGES };

type LoginError = keyof typeof LOGIN_MESSAGES;
const isLoginError = (code: string | undefined): code is LoginError =>
  code !== undefined && Object.hasOwn(LOGIN_MESSAGES, code);

const TYPED_EMAIL_COOKIE = 'box_login_email';

/** The portal's login page (the host frames this form there, SPEC §2). */
export const PORTAL_LOGIN_PATH = PORTAL_SIGN_IN_PATH;

interface LoginView {
  csrf: string;
  redirect: string;
  email?: string;
  error?: string;
  demo: boolean;
}

function demoHint() {
  return html`<details class="muted">
    <summary>Contas de demonstração</summary>
    <ul>
      ${DEMO_ACCOUNTS.map((a) => html`<li>${a.email} / ${a.password}</li>`)}
    </ul>
  </details>`;
}

function renderLogin(view: LoginView) {
  return renderPage({
    title: 'Entrar',
    body: html`<h1>Entrar</h1>
      ${view.error ? html`<p class="error" role="alert">${view.error}</p>` : ''}
      <form method="post" action="/_ssr/entrar" target="_top">
        <input type="hidden" name="${CSRF_FIELD}" value="${view.csrf}" />
        <input type="hidden" name="redirect" value="${view.redirect}" />
        <label for="email">E-mail</label>
        <input id="email" name="email" type="email" autocomplete="username" required maxlength="320"
          value="${view.email ?? ''}" ${view.error ? '' : html`autofocus`} />
        <label for="password">Senha</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required
          maxlength="1024" />
        <button type="submit">Entrar</button>
      </form>
      ${view.demo ? demoHint() : ''}`,
  });
}

function showForm(c: Context<AppEnv>, status: ContentfulStatusCode, view: Omit<LoginView, 'csrf' | 'demo'>) {
  const demo = c.get('deps').config.mode === 'demo';
  return c.html(renderLogin({ ...view, csrf: formCsrfToken(c), demo }), status);
}

/**
 * A refused login. The form posts to the top window, so a person's browser (a navigation) is sent back to the
 * portal's /entrar with the reason and the redirect in the query: they stay in the portal's layout, see the
 * message in its frame, and the next right password still lands where they were going. Any other client gets
 * the form again with the status (401, 429 with Retry-After, ...).
 */
function refuse(c: Context<AppEnv>, error: LoginError, view: { redirect: string; email: string }) {
  const refusal: { status: ContentfulStatusCode; retryAfter?: number } = LOGIN_REFUSALS[error];
  const { status, retryAfter } = refusal;
  if (retryAfter) c.header('Retry-After', String(retryAfter));
  if (c.req.header('sec-fetch-mode') === 'navigate') {
    // The e-mail typed comes back in the form (not in the address, which lands in histories and logs).
    setCookie(c, TYPED_EMAIL_COOKIE, view.email.slice(0, 320), {
      httpOnly: true,
      secure: c.get('deps').config.secureCookies,
      sameSite: 'Lax',
      path: '/_ssr/entrar',
      maxAge: 300,
    });
    const query = new URLSearchParams({ redirect: view.redirect, erro: error });
    return c.redirect(`${PORTAL_LOGIN_PATH}?${query}`, 303);
  }
  return showForm(c, status, { ...view, error: LOGIN_MESSAGES[error] });
}

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

/** GET/POST /_ssr/entrar: the login form (shown in the host's frame, submitted to the top window). */
export const loginRoutes = new Hono<AppEnv>()
  .get('/', (c) => {
    const error = c.req.query('erro');
    const typed = getCookie(c, TYPED_EMAIL_COOKIE);
    if (typed !== undefined) deleteCookie(c, TYPED_EMAIL_COOKIE, { path: '/_ssr/entrar' });
    return showForm(c, 200, {
      redirect: safeRedirect(c.req.query('redirect')),
      ...(isLoginError(error) ? { error: LOGIN_MESSAGES[error], email: typed ?? '' } : {}),
    });
  })
  .post('/', async (c) => {
    const { db, config, clock } = c.get('deps');
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const email = field(body, 'email').trim();
    const password = field(body, 'password');
    const redirect = safeRedirect(field(body, 'redirect'));
    if (!email || !password) return refuse(c, 'missing', { redirect, email });

    const outcome = await attemptLogin(db, {
      email,
      password,
      ip: clientIp(c),
      now: clock(),
      ...(config.testOnlyScryptLogN ? { logN: config.testOnlyScryptLogN } : {}),
    });
    if (outcome.kind !== 'ok') return refuse(c, outcome.kind, { redirect, email });

    // A new session id at every login: whatever session the browser brought (or was handed) ends here.
    const previous = c.get('session');
    if (previous) await deleteSession(db, previous.id);
    const session = await createSession(db, {
      userId: outcome.userId,
      ip: clientIp(c),
      userAgent: c.req.header('user-agent') ?? null,
      now: clock(),
    });
    setSessionCookie(c, config, session.token);
    setCsrfCookie(c, config, session.csrfToken);
    return c.redirect(redirect, 303);
  });
