import { REQUEST_MESSAGES } from '@box/core/errors';
import { NEW_ACCOUNT_MESSAGES, PASSWORD_MESSAGES } from '@box/core/rules';
import { CurrentUser, ROLE } from '@box/core/schemas';
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { customers, sessions, users } from '../db/schema/index';
import { Agent, startTestServer, type TestServer } from '../test/harness';

let server: TestServer;
let ana: Agent;
let admin: Agent;

beforeAll(async () => {
  server = await startTestServer();
  [ana, admin] = await Promise.all([
    server.loginAs('ana@mercado.example'),
    server.loginAs('admin@box.example'),
  ]);
}, 120_000);
afterAll(() => server?.close());

const page = { headers: { accept: 'text/html' } };
/** What Chromium sends for a navigation inside the portal's frame. */
const inFrame = { accept: 'text/html', 'sec-fetch-dest': 'iframe' };
const customerCount = async () => (await server.db.select({ n: count() }).from(customers))[0]!.n;

/** Opens a legacy form and posts it as a browser would: its hidden CSRF field plus the given fields. */
async function submit(
  agent: Agent,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const form = await (await agent.get(`/_ssr${path}`, page)).text();
  return agent.post(`/_ssr${path}`, { form: { _csrf: Agent.formToken(form), ...fields }, headers });
}

/** The value attribute of the input with this id, as the browser will show it. */
const inputValue = (body: string, id: string) =>
  body.match(new RegExp(`<input id="${id}"[^>]*?value="([^"]*)"`))?.[1];

const newAccount = (overrides: Record<string, string> = {}) => ({
  razaoSocial: 'Loja Nova Comércio Ltda (demonstração)',
  nickname: 'Loja Nova (demonstração)',
  cnpj: '',
  userName: 'Eva Lima (demonstração)',
  email: 'eva@lojanova.example',
  password: 'nova-conta-2026',
  passwordRepeat: 'nova-conta-2026',
  ...overrides,
});

describe('/_ssr/admin/varejistas/novo (Cadastrar nova conta)', () => {
  it('shows a labelled form with a CSRF field, posting where it is shown (the frame, in the portal)', async () => {
    const body = await (await admin.get('/_ssr/admin/varejistas/novo', page)).text();
    // No target="_top": a refusal answered in the top window left the portal for a bare page (issue 14).
    expect(body).toMatch(
      /<form class="card" method="post" action="\/_ssr\/admin\/varejistas\/novo" novalidate>/,
    );
    for (const label of [
      'Razão social',
      'Apelido',
      'CNPJ (opcional)',
      'Nome do usuário',
      'E-mail do usuário',
      'Senha',
    ]) {
      expect(body).toContain(`>${label}</label>`);
    }
    expect(Agent.formToken(body)).toBeTruthy();
  });

  it('refuses a post without the form token', async () => {
    const before = await customerCount();
    const response = await admin.post('/_ssr/admin/varejistas/novo', { form: newAccount() });
    expect(response.status).toBe(403);
    expect(await customerCount()).toBe(before);
  });

  it('creates nothing for a shipper, whatever they post', async () => {
    const before = await customerCount();
    const csrf = Agent.formToken(await (await ana.get('/_ssr/entrar', page)).text());
    const response = await ana.post('/_ssr/admin/varejistas/novo', {
      form: { _csrf: csrf, ...newAccount() },
    });
    expect(response.status).toBe(404);
    expect(await customerCount()).toBe(before);
  });

  it('shows each problem beside its field, keeps what was typed (not the passwords) and creates nothing', async () => {
    const before = await customerCount();
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({
        nickname: '',
        cnpj: '12.345.678/0001-90',
        email: 'eva@',
        passwordRepeat: 'outra-coisa',
        razaoSocial: 'Loja <b>Nova</b>',
      }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain('Confira os 4 campos destacados.');
    expect(body).toContain(NEW_ACCOUNT_MESSAGES.required);
    expect(body).toContain(NEW_ACCOUNT_MESSAGES.cnpj);
    expect(body).toContain(NEW_ACCOUNT_MESSAGES.email);
    expect(body).toContain(PASSWORD_MESSAGES.mismatch);
    expect(body).toContain('value="Loja &lt;b&gt;Nova&lt;/b&gt;"');
    expect(body).not.toContain('nova-conta-2026');
    expect(inputValue(body, 'password')).toBe('');
    expect(body.match(/aria-invalid="true"/g)).toHaveLength(4);
    expect(await customerCount()).toBe(before);
  });

  it("refused in the portal's frame for a short CNPJ: the error beside it, in the frame, everything typed kept", async () => {
    const before = await customerCount();
    const response = await submit(admin, '/admin/varejistas/novo', newAccount({ cnpj: '123' }), inFrame);
    expect(response.status).toBe(400);
    const body = await response.text();
    // Framed: no brand line of a page on its own (the portal's header is above it).
    expect(body).not.toContain('class="brand"');
    expect(body).toContain('Confira o campo destacado.');
    expect(body).toMatch(/<input id="cnpj"[^>]*aria-invalid="true"[^>]*aria-describedby="cnpj-error"/);
    expect(body).toContain(`<p class="field-error" id="cnpj-error">${NEW_ACCOUNT_MESSAGES.cnpj}</p>`);
    expect(inputValue(body, 'cnpj')).toBe('123');
    expect(inputValue(body, 'razaoSocial')).toBe('Loja Nova Comércio Ltda (demonstração)');
    expect(inputValue(body, 'email')).toBe('eva@lojanova.example');
    // The passwords were fine: they stay, so a CNPJ typo does not cost two passwords typed again.
    expect(inputValue(body, 'password')).toBe('nova-conta-2026');
    expect(inputValue(body, 'passwordRepeat')).toBe('nova-conta-2026');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await customerCount()).toBe(before);
  });

  it('shows a whole CNPJ typed without its mask masked again when another field is refused', async () => {
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ cnpj: '12345678000195', nickname: '' }),
    );
    expect(inputValue(await response.text(), 'cnpj')).toBe('12.345.678/0001-95');
  });

  it('applies the spec password length rule', async () => {
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ password: 'curta', passwordRepeat: 'curta' }),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(PASSWORD_MESSAGES.tooShort);
  });

  it.each([
    ['a common password', 'password', PASSWORD_MESSAGES.common],
    ['eight spaces', '        ', PASSWORD_MESSAGES.blank],
  ])('refuses %s for the first user, on the password field', async (_, password, message) => {
    const before = await customerCount();
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ password, passwordRepeat: password }),
    );
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(body).toContain(message);
    expect(body).toMatch(/<input id="password"[^>]*aria-invalid="true"/);
    expect(await customerCount()).toBe(before);
  });

  it('refuses an e-mail somebody already uses (any case)', async () => {
    const before = await customerCount();
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ email: 'ANA@mercado.example' }),
    );
    expect(response.status).toBe(409);
    expect(await response.text()).toContain(NEW_ACCOUNT_MESSAGES.emailInUse);
    expect(await customerCount()).toBe(before);
  });

  it('creates the customer and its admin user, who can then sign in', async () => {
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ cnpj: '12.345.678/0001-95' }),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    const match = location.match(/^\/admin\/varejistas\/(\d+)\/usuarios\?conta=criada$/);
    expect(match).not.toBeNull();
    const customerId = Number(match![1]);
    const [customer] = await server.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({
      razaoSocial: 'Loja Nova Comércio Ltda (demonstração)',
      cnpj: '12345678000195',
    });

    const usersPage = await (await admin.get(`/_ssr${location}`, page)).text();
    expect(usersPage).toContain('Conta cadastrada.');
    expect(usersPage).toContain('eva@lojanova.example');
    expect(usersPage).toContain('Administrador');

    const eva = server.agent();
    expect((await eva.login('eva@lojanova.example', 'nova-conta-2026')).status).toBe(303);
    const me = v.parse(CurrentUser, await (await eva.get('/jade/api/me')).json());
    expect(me.person.roleId).toBe(ROLE.ADMIN);
    expect(me.organization).toEqual({ id: customerId, name: 'Loja Nova (demonstração)' });
    // The new account sees its own (empty) history, not anyone else's.
    expect(await (await eva.get('/_ssr/spots', page)).text()).toContain('Nenhuma solicitação encontrada.');
    // And it is listed for the super admin.
    const retailers = (await (await admin.get('/jade/api/retailers')).json()) as { id: number }[];
    expect(retailers.map((r) => r.id)).toContain(customerId);
  });
});

describe('Cadastrar nova conta, answered in the frame', () => {
  it("creates the account and sends the frame to the account's users legacy page, not to the portal", async () => {
    const response = await submit(
      admin,
      '/admin/varejistas/novo',
      newAccount({ email: 'gil@lojanova.example', nickname: 'Loja Gil (demonstração)' }),
      inFrame,
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toMatch(/^\/_ssr\/admin\/varejistas\/\d+\/usuarios\?conta=criada$/);
    const usersPage = await (await admin.get(location, { headers: inFrame })).text();
    expect(usersPage).toContain('Conta cadastrada.');
    expect(usersPage).toContain('gil@lojanova.example');
  });
});

describe('/_ssr/admin/varejistas/{id}/usuarios', () => {
  it("lists the retailer's users with their role and state", async () => {
    const body = await (await admin.get('/_ssr/admin/varejistas/3154/usuarios', page)).text();
    expect(body).toContain('ana@mercado.example');
    expect(body).not.toContain('duda@outraloja.example');
    expect(body).toContain('href="/admin/varejistas/3154/comprovantes"');
    // The CNPJ is stored bare; it reads 00.000.000/0000-00.
    expect(body).toMatch(/<dt>CNPJ<\/dt><dd>\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}<\/dd>/);
  });

  it('answers an unknown customer with the not-found page, and opens customer 0', async () => {
    expect((await admin.get('/_ssr/admin/varejistas/999999/usuarios', page)).status).toBe(404);
    expect((await admin.get('/_ssr/admin/varejistas/0/usuarios', page)).status).toBe(200);
  });
});

describe('/_ssr/perfil/* (the old profile pages)', () => {
  it('refuses a new password that does not repeat or is too short, with the spec texts', async () => {
    const before = (await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example')))[0]!;
    const mismatch = await submit(ana, '/perfil/senha', {
      nova: 'senha-nova-123',
      repetir: 'senha-nova-124',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(PASSWORD_MESSAGES.mismatch);
    const short = await submit(ana, '/perfil/senha', { nova: 'curta', repetir: 'curta' });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(PASSWORD_MESSAGES.tooShort);
    const after = (await server.db.select().from(users).where(eq(users.id, before.id)))[0]!;
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('asks for the current password and refuses blanks and common passwords, on the field concerned', async () => {
    const before = (await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example')))[0]!;
    const cases = [
      [{ atual: 'mercado-2026', nova: '12345678', repetir: '12345678' }, PASSWORD_MESSAGES.common, 'nova'],
      [{ atual: 'mercado-2026', nova: '        ', repetir: '        ' }, PASSWORD_MESSAGES.blank, 'nova'],
      [
        { atual: '', nova: 'senha-boa-da-ana', repetir: 'senha-boa-da-ana' },
        PASSWORD_MESSAGES.currentMissing,
        'atual',
      ],
      [
        { atual: 'errada', nova: 'senha-boa-da-ana', repetir: 'senha-boa-da-ana' },
        PASSWORD_MESSAGES.currentWrong,
        'atual',
      ],
    ] as const;
    for (const [form, message, field] of cases) {
      const response = await submit(ana, '/perfil/senha', form);
      expect(response.status).toBe(400);
      const body = await response.text();
      expect(body).toContain(message);
      expect(body).toMatch(new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
    }
    expect(await (await ana.get('/_ssr/perfil/senha', page)).text()).toMatch(
      /<label for="atual">Senha atual<\/label>/,
    );
    const after = (await server.db.select().from(users).where(eq(users.id, before.id)))[0]!;
    expect(after.passwordHash).toBe(before.passwordHash);
  });

  it('saves the e-mail preferences from the checkboxes, shown by GET /me', async () => {
    const response = await submit(ana, '/perfil/notificacoes', { podFailure: '1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/perfil/notificacoes?status=ok');
    const me = v.parse(CurrentUser, await (await ana.get('/jade/api/me')).json());
    expect(me.person.emailReports).toEqual({ spotStatusUpdate: false, podSuccess: false, podFailure: true });
    const body = await (await ana.get('/_ssr/perfil/notificacoes?status=ok', page)).text();
    expect(body).toContain(REQUEST_MESSAGES.success);
    expect(body).toMatch(/id="podFailure"[^>]*checked/);
    expect(body).not.toMatch(/id="podSuccess"[^>]*checked/);
  });

  it('answers in the portal frame: a saved form reloads the frame, not the portal inside it', async () => {
    const response = await submit(ana, '/perfil/notificacoes', { podSuccess: '1' }, inFrame);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/_ssr/perfil/notificacoes?status=ok');
    const refused = await submit(
      ana,
      '/perfil/senha',
      { atual: 'x', nova: 'uma-senha', repetir: 'outra' },
      inFrame,
    );
    expect(refused.status).toBe(400);
    const body = await refused.text();
    expect(body).toContain('Falha: as senhas devem ser iguais.');
    // Posted where it is shown, so the refusal stays under the portal's header.
    expect(body).toMatch(/<form class="card" method="post" action="\/_ssr\/perfil\/senha">/);
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const other = await server.loginAs('ana@mercado.example');
    const response = await submit(ana, '/perfil/senha', {
      atual: 'mercado-2026',
      nova: 'senha-nova-da-ana',
      repetir: 'senha-nova-da-ana',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/perfil/senha?status=ok');
    expect((await ana.get('/jade/api/me')).status).toBe(200);
    expect((await other.get('/jade/api/me')).status).toBe(401);
    const [anaRow] = await server.db.select().from(users).where(eq(users.email, 'ana@mercado.example'));
    expect(
      (await server.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, anaRow!.id)))[0]!.n,
    ).toBe(1);
    expect((await server.agent().login('ana@mercado.example', 'mercado-2026')).status).toBe(401);
    expect((await server.agent().login('ana@mercado.example', 'senha-nova-da-ana')).status).toBe(303);
  });

  it('points any other old profile address to the profile screen', async () => {
    const body = await (await ana.get('/_ssr/perfil/antigo/qualquer', page)).text();
    expect(body).toContain('href="/perfil"');
  });
});
