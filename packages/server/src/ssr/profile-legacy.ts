import { EMAIL_REPORT_KEYS, EMAIL_REPORT_LABELS } from '@box/core/catalogues';
import { REQUEST_MESSAGES } from '@box/core/errors';
import { validatePasswordChange } from '@box/core/rules';
import { type EmailReports, UpdatePasswordBody } from '@box/core/schemas';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { users } from '../db/schema/index';
import { changeOwnPassword, updateEmailReports } from '../domain/user-settings';
import { clientIp } from '../http/client-ip';
import { CSRF_FIELD } from '../http/csrf';
import type { AppEnv } from '../http/env';
import { formCsrfToken } from './form-token';
import { type Html, renderPage } from './layout';
import { isFramed, pageSession } from './page-access';

const crumbs = (current: string) =>
  html`<nav class="crumbs" aria-label="Caminho"><ol>
    <li><a href="/perfil" target="_top">Preferências do usuário</a></li>
    <li aria-current="page">${current}</li>
  </ol></nav>`;

const saved = (c: Context<AppEnv>) =>
  c.req.query('status') === 'ok' ? html`<p class="notice" role="status">${REQUEST_MESSAGES.success}</p>` : '';

function page(c: Context<AppEnv>, title: string, body: Html, status: ContentfulStatusCode = 200) {
  return c.html(renderPage({ title, wide: true, framed: isFramed(c), body }), status);
}

type PasswordField = 'atual' | 'nova' | 'repetir';
interface PasswordError {
  field: PasswordField;
  message: string;
}

/** The attributes that tie a field to the page's error when the error is about it. */
const errorOf = (field: PasswordField, error: PasswordError | undefined, describedBy = '') =>
  error?.field === field
    ? html`aria-invalid="true" aria-describedby="${`${describedBy} senha-erro`.trim()}"`
    : describedBy
      ? html`aria-describedby="${describedBy}"`
      : '';

function passwordPage(c: Context<AppEnv>, status: ContentfulStatusCode, error?: PasswordError) {
  return page(
    c,
    'Alterar senha',
    html`${crumbs('Alterar senha')}
      <h1>Alterar senha</h1>
      ${saved(c)}
      ${error ? html`<p class="error" role="alert" id="senha-erro">${error.message}</p>` : ''}
      <form class="card" method="post" action="/_ssr/perfil/senha">
        <input type="hidden" name="${CSRF_FIELD}" value="${formCsrfToken(c)}" />
        <div class="form-grid">
          <div>
            <label for="atual">Senha atual</label>
            <input id="atual" name="atual" type="password" autocomplete="current-password" required
              maxlength="1024" ${errorOf('atual', error)} />
          </div>
          <div>
            <label for="nova">Nova senha</label>
            <input id="nova" name="nova" type="password" autocomplete="new-password" required maxlength="128"
              ${errorOf('nova', error, 'nova-dica')} />
            <p class="hint" id="nova-dica">Pelo menos 8 caracteres, e não uma senha comum. Ao trocar a senha, as suas outras sessões são encerradas.</p>
          </div>
          <div>
            <label for="repetir">Repita a nova senha</label>
            <input id="repetir" name="repetir" type="password" autocomplete="new-password" required maxlength="128"
              ${errorOf('repetir', error)} />
          </div>
        </div>
        <div class="actions"><button type="submit">Alterar senha</button></div>
      </form>`,
    status,
  );
}

async function reportsPage(c: Context<AppEnv>, userId: number) {
  const [row] = await c
    .get('deps')
    .db.select({
      spotStatusUpdate: users.reportSpotStatusUpdate,
      podSuccess: users.reportPodSuccess,
      podFailure: users.reportPodFailure,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const reports: EmailReports = row ?? { spotStatusUpdate: false, podSuccess: false, podFailure: false };
  return page(
    c,
    'Notificações por e-mail',
    html`${crumbs('Notificações por e-mail')}
      <h1>Notificações por e-mail</h1>
      ${saved(c)}
      <form class="card" method="post" action="/_ssr/perfil/notificacoes">
        <input type="hidden" name="${CSRF_FIELD}" value="${formCsrfToken(c)}" />
        <fieldset>
          <legend>Receber e-mails sobre</legend>
          ${EMAIL_REPORT_KEYS.map(
            (key) => html`<div class="check">
              <input id="${key}" name="${key}" type="checkbox" value="1" ${reports[key] ? 'checked' : ''}
                aria-describedby="${key}-dica" />
              <div>
                <label for="${key}">${EMAIL_REPORT_LABELS[key].label}</label>
                <p class="hint" id="${key}-dica">${EMAIL_REPORT_LABELS[key].description}</p>
              </div>
            </div>`,
          )}
        </fieldset>
        <div class="actions"><button type="submit">Salvar preferências</button></div>
      </form>`,
  );
}

/**
 * Where a saved form goes: these forms post where they are shown, so inside the portal's frame a refusal answers
 * under the portal's header (as the new-account form does), and a success reloads the frame, not the portal in it.
 */
const savedPath = (c: Context<AppEnv>, path: string) => `${isFramed(c) ? '/_ssr' : ''}${path}?status=ok`;

const field = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

/**
 * /_ssr/perfil/*: the old profile pages, kept for links that still point at them. They change the same settings
 * as the /perfil screen, through the same functions (`domain/user-settings.ts`) and rules: only one's own.
 */
export const profileLegacyRoutes = new Hono<AppEnv>()
  .get('/senha', (c) => {
    const access = pageSession(c, 'user');
    return 'response' in access ? access.response : passwordPage(c, 200);
  })
  .post('/senha', async (c) => {
    const access = pageSession(c, 'user');
    if ('response' in access) return access.response;
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const checked = validatePasswordChange(field(body, 'nova'), field(body, 'repetir'));
    if (!checked.ok) {
      const about = checked.code === 'PasswordMismatch' ? 'repetir' : 'nova';
      return passwordPage(c, 400, { field: about, message: checked.message });
    }
    const bounded = v.safeParse(UpdatePasswordBody, {
      password: checked.value,
      currentPassword: field(body, 'atual'),
    });
    if (!bounded.success) {
      const about = bounded.issues[0].path?.[0]?.key === 'currentPassword' ? 'atual' : 'nova';
      return passwordPage(c, 400, { field: about, message: bounded.issues[0].message });
    }
    const { db, config, clock } = c.get('deps');
    const outcome = await changeOwnPassword(db, {
      userId: access.session.userId,
      currentSessionId: access.session.id,
      currentPassword: bounded.output.currentPassword,
      password: bounded.output.password,
      ip: clientIp(c),
      now: clock(),
      ...(config.testOnlyScryptLogN ? { logN: config.testOnlyScryptLogN } : {}),
    });
    if (outcome.kind === 'refused') {
      const about = outcome.field === 'currentPassword' ? 'atual' : 'nova';
      return passwordPage(c, 400, { field: about, message: outcome.message });
    }
    if (outcome.kind === 'unavailable') {
      c.header('Retry-After', String(outcome.retryAfter));
      return passwordPage(c, outcome.status, { field: 'atual', message: outcome.message });
    }
    return c.redirect(savedPath(c, '/perfil/senha'), 303);
  })
  .get('/notificacoes', (c) => {
    const access = pageSession(c, 'user');
    return 'response' in access ? access.response : reportsPage(c, access.session.userId);
  })
  .post('/notificacoes', async (c) => {
    const access = pageSession(c, 'user');
    if ('response' in access) return access.response;
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    // An unchecked box is simply absent from the form.
    const reports = Object.fromEntries(
      EMAIL_REPORT_KEYS.map((key) => [key, field(body, key) === '1']),
    ) as EmailReports;
    await updateEmailReports(c.get('deps').db, access.session.userId, reports);
    return c.redirect(savedPath(c, '/perfil/notificacoes'), 303);
  })
  .get('/*', (c) => {
    const access = pageSession(c, 'user');
    if ('response' in access) return access.response;
    return page(
      c,
      'Preferências do usuário',
      html`<h1>Preferências do usuário</h1>
        <p>As preferências agora ficam numa só tela. Você também pode usar as páginas abaixo.</p>
        <ul class="links">
          <li><a href="/perfil" target="_top">Abrir as preferências do usuário</a></li>
          <li><a href="/perfil/notificacoes" target="_top">Notificações por e-mail</a></li>
          <li><a href="/perfil/senha" target="_top">Alterar senha</a></li>
        </ul>`,
    );
  });
