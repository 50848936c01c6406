import { roleLabel } from '@box/core/catalogues';
import { formatCnpj, formatDate } from '@box/core/format';
import {
  NEW_ACCOUNT_MAX_LENGTH,
  NEW_ACCOUNT_MESSAGES,
  NEW_ACCOUNT_PATH,
  type NewAccountField,
  type NewAccountForm,
  retailerReceiptsPath,
  retailerUsersPath,
  validateNewAccount,
} from '@box/core/rules';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CSRF_FIELD } from '../http/csrf';
import type { AppEnv } from '../http/env';
import { createAccount, listRetailerUsers, type RetailerUser } from '../queries/accounts';
import { loadCustomerRow } from '../queries/customer-row';
import { hashPassword, PASSWORD_LOG_N } from '../security/password';
import { newPasswordProblem } from '../security/password-policy';
import { renderTable } from './data-table';
import { formCsrfToken } from './form-token';
import { renderPage } from './layout';
import { isFramed, notFoundPage, pageSession } from './page-access';
import { retailerReceiptsPage } from './receipts';

/** A customer id from the path: digits only (0, the provider itself, included), else no such page. */
export function customerIdParam(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Where a created account leads: its users, with a notice (`?conta=criada`). */
export const createdAccountPath = (customerId: number) => `${retailerUsersPath(customerId)}?conta=criada`;

/**
 * The same, from the form answered in the portal's frame: the legacy page, in the frame again (the portal's
 * address bar follows a frame that moves to another legacy page). Sending the frame to the portal path would
 * nest the whole portal inside it.
 */
export const createdAccountFramePath = (customerId: number) => `/_ssr${createdAccountPath(customerId)}`;

const crumbs = (current: string) =>
  html`<nav class="crumbs" aria-label="Caminho"><ol>
    <li><a href="/contas-cadastradas" target="_top">Contas cadastradas</a></li>
    <li aria-current="page">${current}</li>
  </ol></nav>`;

const userColumns = [
  { header: 'ID', cell: (user: RetailerUser) => user.id },
  { header: 'Nome', cell: (user: RetailerUser) => user.name },
  { header: 'E-mail', cell: (user: RetailerUser) => user.email },
  { header: 'Papel', cell: (user: RetailerUser) => roleLabel(user.roleId) },
  {
    header: 'Situação',
    cell: (user: RetailerUser) =>
      user.disabledAt
        ? html`<span class="badge badge--fail">Desativado</span>`
        : html`<span class="badge badge--success">Ativo</span>`,
  },
  { header: 'Cadastrado em', cell: (user: RetailerUser) => formatDate(user.createdAt) },
] as const;

async function usersPage(c: Context<AppEnv>) {
  const access = pageSession(c, 'super_admin');
  if ('response' in access) return access.response;
  const id = customerIdParam(c.req.param('id') ?? '');
  const { db } = c.get('deps');
  const customer = id === null ? null : await loadCustomerRow(db, id);
  if (!customer) return notFoundPage(c);
  const people = await listRetailerUsers(db, customer.id);
  const created = c.req.query('conta') === 'criada';
  return c.html(
    renderPage({
      title: `Usuários de ${customer.nickname}`,
      wide: true,
      framed: isFramed(c),
      body: html`${crumbs(customer.nickname)}
        <div class="head">
          <h1>Usuários de ${customer.nickname}</h1>
          <a class="button button--secondary" href="${retailerReceiptsPath(customer.id)}" target="_top">Ver comprovantes</a>
        </div>
        ${created ? html`<p class="notice" role="status">Conta cadastrada. O usuário já pode entrar com o e-mail e a senha informados.</p>` : ''}
        <section class="card" aria-labelledby="conta">
          <h2 id="conta">Conta ${customer.id}</h2>
          <dl class="facts">
            <dt>Razão social</dt><dd>${customer.razaoSocial}</dd>
            <dt>Apelido</dt><dd>${customer.nickname}</dd>
            <dt>CNPJ</dt><dd>${customer.cnpj ? formatCnpj(customer.cnpj) : '-'}</dd>
          </dl>
        </section>
        ${renderTable({
          caption: `Usuários da conta ${customer.nickname}`,
          columns: userColumns,
          rows: people,
          empty: 'Esta conta não tem usuários.',
        })}`,
    }),
  );
}

const EMPTY_FORM: NewAccountForm = {
  razaoSocial: '',
  nickname: '',
  cnpj: '',
  userName: '',
  email: '',
  password: '',
  passwordRepeat: '',
};

const LABELS: Record<NewAccountField, string> = {
  razaoSocial: 'Razão social',
  nickname: 'Apelido',
  cnpj: 'CNPJ (opcional)',
  userName: 'Nome do usuário',
  email: 'E-mail do usuário',
  password: 'Senha',
  passwordRepeat: 'Repita a senha',
};

const INPUT_ATTRIBUTES: Record<NewAccountField, { type: string; autocomplete: string; required: boolean }> = {
  razaoSocial: { type: 'text', autocomplete: 'organization', required: true },
  nickname: { type: 'text', autocomplete: 'off', required: true },
  cnpj: { type: 'text', autocomplete: 'off', required: false },
  userName: { type: 'text', autocomplete: 'off', required: true },
  email: { type: 'email', autocomplete: 'off', required: true },
  password: { type: 'password', autocomplete: 'new-password', required: true },
  passwordRepeat: { type: 'password', autocomplete: 'new-password', required: true },
};

/** The two password fields: typed again only when one of them is what was refused. */
const PASSWORD_FIELDS: readonly NewAccountField[] = ['password', 'passwordRepeat'];

function field(name: NewAccountField, value: string, error: string | undefined) {
  const { type, autocomplete, required } = INPUT_ATTRIBUTES[name];
  const hint = name === 'password' ? 'Pelo menos 8 caracteres.' : null;
  const described = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(' ');
  return html`<div>
    <label for="${name}">${LABELS[name]}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}"
      maxlength="${NEW_ACCOUNT_MAX_LENGTH[name]}" value="${value}"
      ${required ? html`required` : ''} ${error ? html`aria-invalid="true"` : ''}
      ${described ? html`aria-describedby="${described}"` : ''} />
    ${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
    ${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : ''}
  </div>`;
}

/**
 * The form, empty or answered with its problems. It posts where it is shown (no `target`): in the portal's frame
 * a refusal is shown in the frame, under the portal's header, not as a bare page in the top window. What was
 * typed comes back, the passwords too (retyping two passwords for a CNPJ typo is what users gave up on), unless
 * a password is what was refused: then both are typed again. The answer is no-store (every /_ssr page), so the
 * passwords stay out of caches; they are the new account's first password, not the super admin's own.
 */
function showForm(
  c: Context<AppEnv>,
  status: ContentfulStatusCode,
  form: NewAccountForm,
  errors: Partial<Record<NewAccountField, string>> = {},
) {
  const count = Object.keys(errors).length;
  const retype = PASSWORD_FIELDS.some((name) => errors[name]);
  const value = (name: NewAccountField) => {
    if (PASSWORD_FIELDS.includes(name)) return retype ? '' : form[name];
    return name === 'cnpj' ? formatCnpj(form.cnpj) : form[name];
  };
  const fields = (names: readonly NewAccountField[]) =>
    names.map((name) => field(name, value(name), errors[name]));
  return c.html(
    renderPage({
      title: 'Cadastrar nova conta',
      wide: true,
      framed: isFramed(c),
      body: html`${crumbs('Cadastrar nova conta')}
        <h1>Cadastrar nova conta</h1>
        ${count > 0 ? html`<p class="error" role="alert">Confira ${count === 1 ? 'o campo destacado' : `os ${count} campos destacados`}.</p>` : ''}
        <form class="card" method="post" action="/_ssr${NEW_ACCOUNT_PATH}" novalidate>
          <input type="hidden" name="${CSRF_FIELD}" value="${formCsrfToken(c)}" />
          <fieldset>
            <legend>Empresa</legend>
            <div class="form-grid">${fields(['razaoSocial', 'nickname', 'cnpj'])}</div>
          </fieldset>
          <fieldset>
            <legend>Primeiro usuário (administrador da conta)</legend>
            <div class="form-grid">${fields(['userName', 'email', 'password', 'passwordRepeat'])}</div>
          </fieldset>
          <div class="actions">
            <button type="submit">Cadastrar conta</button>
            <a href="/contas-cadastradas" target="_top">Cancelar</a>
          </div>
        </form>`,
    }),
    status,
  );
}

const text = (body: Record<string, unknown>, name: string) =>
  typeof body[name] === 'string' ? (body[name] as string) : '';

/** /_ssr/admin/varejistas/*: a retailer's users and receipts, and the new account form (super admin only). */
export const retailerRoutes = new Hono<AppEnv>()
  .get('/novo', (c) => {
    const access = pageSession(c, 'super_admin');
    if ('response' in access) return access.response;
    return showForm(c, 200, EMPTY_FORM);
  })
  .post('/novo', async (c) => {
    const access = pageSession(c, 'super_admin');
    if ('response' in access) return access.response;
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const form = Object.fromEntries(
      (Object.keys(EMPTY_FORM) as NewAccountField[]).map((name) => [name, text(body, name)]),
    ) as unknown as NewAccountForm;
    const checked = validateNewAccount(form);
    if (!checked.ok) return showForm(c, 400, form, checked.fields);
    // Core's rules run in the form too; the list of common passwords only here.
    const weak = newPasswordProblem(checked.value.password);
    if (weak) return showForm(c, 400, form, { password: weak });
    const { db, config, clock } = c.get('deps');
    const { password, ...account } = checked.value;
    const outcome = await createAccount(db, {
      ...account,
      passwordHash: await hashPassword(password, config.testOnlyScryptLogN ?? PASSWORD_LOG_N),
      now: clock(),
    });
    if (outcome.kind === 'email_in_use') {
      return showForm(c, 409, form, { email: NEW_ACCOUNT_MESSAGES.emailInUse });
    }
    const framed = isFramed(c);
    return c.redirect((framed ? createdAccountFramePath : createdAccountPath)(outcome.customerId), 303);
  })
  .get('/:id/usuarios', usersPage)
  .get('/:id/comprovantes', (c) => {
    const id = customerIdParam(c.req.param('id'));
    if (id === null) {
      const access = pageSession(c, 'super_admin');
      return 'response' in access ? access.response : notFoundPage(c);
    }
    return retailerReceiptsPage(c, id);
  });
