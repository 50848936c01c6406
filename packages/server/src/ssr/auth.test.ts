import { CSRF_COOKIE, CSRF_HEADER, SECURE_CSRF_COOKIE } from '@box/core/api';
import { count, eq } from 'drizzle-orm';
import { loginAttempts, sessions } from '../db/schema/index';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../security/policy';
import { Agent, startTestServer, type TestServer } from '../test/harness';
import { LOGIN_MESSAGES } from './login';

const MIN = 60_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server?.close());

const ANA = { email: 'ana@mercado.example', password: 'mercado-2026' } as const;
const html = { headers: { accept: 'text/html' } };

describe('GET /_ssr/entrar', () => {
  it('renders a labelled form that posts to the top window with a CSRF field', async () => {
    const agent = server.agent();
    const response = await agent.get('/_ssr/entrar?redirect=/extrato', html);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<html lang="pt-BR">');
    expect(page).toMatch(/<label for="email">E-mail<\/label>/);
    expect(page).toMatch(/<label for="password">Senha<\/label>/);
    expect(page).toMatch(/<button type="submit">Entrar<\/button>/);
    expect(page).toMatch(/<form method="post" action="\/_ssr\/entrar" target="_top">/);
    expect(page).toContain('name="redirect" value="/extrato"');
    // The hidden token is the one in the (readable) box_csrf cookie: double submit before any session exists.
    expect(Agent.formToken(page)).toBe(agent.cookies.get(CSRF_COOKIE));
  });

  it.each([
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['/pedidos/monitoramento?aba=2', '/pedidos/monitoramento?aba=2'],
  ])('sanitises redirect=%s into %s', async (redirect, expected) => {
    const page = await (
      await server.agent().get(`/_ssr/entrar?redirect=${encodeURIComponent(redirect)}`, html)
    ).text();
    expect(page).toContain(`name="redirect" value="${expected.replace(/&/g, '&amp;')}"`);
  });
});

describe('POST /_ssr/entrar', () => {
  it('logs in: HttpOnly session cookie, readable CSRF cookie, 303 to the redirect', async () => {
    const agent = server.agent();
    const response = await agent.login(ANA.email, ANA.password, '/pedidos/monitoramento');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/pedidos/monitoramento');
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('box_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    const csrf = cookies.find((c) => c.startsWith(`${CSRF_COOKIE}=`))!;
    expect(csrf).not.toMatch(/HttpOnly/);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
  });

  it('gives SameSite=None Secure cookies with BOX_CROSS_SITE_SESSIONS, for partner pages of another site', async () => {
    const app = server.appWith({ secureCookies: true, crossSiteSessions: true });
    const form = await app.request('/_ssr/entrar', { headers: { accept: 'text/html' } });
    const token = (await form.text()).match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
    const pre = form.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const response = await app.request('/_ssr/entrar', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: pre,
        origin: 'http://localhost',
      },
      body: new URLSearchParams({ _csrf: token, email: ANA.email, password: ANA.password }),
    });
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Host-box_session='))!;
    expect(session).toMatch(/SameSite=None/);
    expect(session).toMatch(/Secure/);
    expect(cookies.find((c) => c.startsWith(`${SECURE_CSRF_COOKIE}=`))).toMatch(/SameSite=None/);
  });

  it('sends an off-site redirect back home', async () => {
    const response = await server.agent().login(ANA.email, ANA.password, '//evil.example/');
    expect(response.headers.get('location')).toBe('/');
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await server.agent().login('  ANA@Mercado.Example ', ANA.password);
    expect(response.status).toBe(303);
  });

  it('re-renders the form with a pt-BR error on a wrong password, without a session', async () => {
    const agent = server.agent();
    const response = await agent.login(ANA.email, 'wrong-password');
    expect(response.status).toBe(401);
    const page = await response.text();
    expect(page).toContain(LOGIN_MESSAGES.invalid);
    expect(page).toContain('role="alert"');
    expect(page).toContain(`value="${ANA.email}"`);
    expect(agent.cookies.has('box_session')).toBe(false);
    expect((await agent.get('/jade/api/me')).status).toBe(401);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await server.agent().login('ninguem@nada.example', 'whatever-123');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain(LOGIN_MESSAGES.invalid);
  });

  it('asks for both fields when one is empty', async () => {
    const agent = server.agent();
    const page = await agent.get('/_ssr/entrar', html);
    const response = await agent.post('/_ssr/entrar', {
      form: { _csrf: Agent.formToken(await page.text()), email: ANA.email, password: '' },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(LOGIN_MESSAGES.missing);
  });

  it('escapes what the user typed when it comes back in the page', async () => {
    const response = await server.agent().login('"><script>alert(1)</script>@x.example', 'x');
    const page = await response.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;');
  });
});

describe('a refused login in the portal (a browser navigation)', () => {
  const navigate = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
  const submit = async (agent: Agent, form: Record<string, string>) => {
    const page = await agent.get('/_ssr/entrar', html);
    return agent.post('/_ssr/entrar', {
      form: { _csrf: Agent.formToken(await page.text()), ...form },
      headers: navigate,
    });
  };

  it('goes back to the portal /entrar with the redirect kept and the reason shown in its frame', async () => {
    const agent = server.agent();
    const wrong = await submit(agent, {
      email: ANA.email,
      password: 'senha-errada',
      redirect: '/extrato?mes=10',
    });
    expect(wrong.status).toBe(303);
    const location = new URL(wrong.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/entrar');
    expect(location.searchParams.get('redirect')).toBe('/extrato?mes=10');
    expect(wrong.headers.get('location')).not.toContain('senha-errada');
    // The portal frames /_ssr + the same path and query: the frame shows the reason and keeps the redirect.
    const framed = await agent.get(`/_ssr/entrar${location.search}`, html);
    const page = await framed.text();
    expect(page).toContain(LOGIN_MESSAGES.invalid);
    expect(page).toContain('role="alert"');
    expect(page).toContain('name="redirect" value="/extrato?mes=10"');
    // The e-mail typed is back in its field, carried by a short-lived cookie rather than the address.
    expect(page).toContain(`value="${ANA.email}"`);
    expect(agent.cookies.has('box_login_email')).toBe(false);
    const right = await submit(agent, {
      email: ANA.email,
      password: ANA.password,
      redirect: '/extrato?mes=10',
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/extrato?mes=10');
  });

  it('shows only the known reasons from the query, never its text', async () => {
    const page = await (await server.agent().get('/_ssr/entrar?erro=%3Cb%3Eoi', html)).text();
    expect(page).not.toContain('role="alert"');
    const missing = await submit(server.agent(), { email: '', password: '' });
    expect(new URL(missing.headers.get('location')!, 'http://localhost').searchParams.get('erro')).toBe(
      'missing',
    );
  });
});

describe('login CSRF', () => {
  it('refuses a login without the hidden token', async () => {
    const agent = server.agent();
    await agent.get('/_ssr/entrar', html);
    const response = await agent.post('/_ssr/entrar', { form: { email: ANA.email, password: ANA.password } });
    expect(response.status).toBe(403);
    expect(agent.cookies.has('box_session')).toBe(false);
  });

  it('refuses a login posted from another origin', async () => {
    const agent = server.agent();
    const page = await agent.get('/_ssr/entrar', html);
    const response = await agent.post('/_ssr/entrar', {
      form: { _csrf: Agent.formToken(await page.text()), ...ANA },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('falls back to the Referer when there is no Origin, and refuses when there is neither', async () => {
    const agent = server.agent();
    const token = Agent.formToken(await (await agent.get('/_ssr/entrar', html)).text());
    const withReferer = await agent.post('/_ssr/entrar', {
      form: { _csrf: token, ...ANA },
      headers: { origin: null, referer: 'http://localhost/entrar' },
    });
    expect(withReferer.status).toBe(303);
    const other = server.agent();
    const token2 = Agent.formToken(await (await other.get('/_ssr/entrar', html)).text());
    const bare = await other.post('/_ssr/entrar', {
      form: { _csrf: token2, ...ANA },
      headers: { origin: null },
    });
    expect(bare.status).toBe(403);
  });
});

describe('sessions', () => {
  it('gives a new session id at every login and ends the one the browser brought', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    const first = agent.cookies.get('box_session')!;
    const stale = new Agent(server.app);
    stale.cookies.set('box_session', first);
    await agent.login(ANA.email, ANA.password);
    const second = agent.cookies.get('box_session')!;
    expect(second).not.toBe(first);
    expect((await stale.get('/jade/api/me')).status).toBe(401);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
  });

  it('does not adopt a session id planted before login (fixation)', async () => {
    const agent = server.agent();
    agent.cookies.set('box_session', 'attacker-chosen-value-0123456789abcdef');
    await agent.login(ANA.email, ANA.password);
    expect(agent.cookies.get('box_session')).not.toBe('attacker-chosen-value-0123456789abcdef');
    const attacker = new Agent(server.app);
    attacker.cookies.set('box_session', 'attacker-chosen-value-0123456789abcdef');
    expect((await attacker.get('/jade/api/me')).status).toBe(401);
  });

  it('stores only a hash of the session id', async () => {
    const agent = await server.loginAs('duda@outraloja.example');
    const token = agent.cookies.get('box_session')!;
    const [row] = await server.db.select({ n: count() }).from(sessions).where(eq(sessions.id, token));
    expect(row?.n).toBe(0);
  });

  it('expires after 30 minutes without use', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    server.clock.advance(SESSION_IDLE_MS - MIN);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
    server.clock.advance(SESSION_IDLE_MS - MIN);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
    server.clock.advance(SESSION_IDLE_MS + MIN);
    const response = await agent.get('/jade/api/me');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'unauthenticated', message: 'Sua sessão expirou.' });
    expect(agent.cookies.has('box_session')).toBe(false);
  });

  it('expires 8 hours after login even when used all the time', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    let elapsed = 0;
    while (elapsed + 20 * MIN < SESSION_ABSOLUTE_MS) {
      server.clock.advance(20 * MIN);
      elapsed += 20 * MIN;
      expect((await agent.get('/jade/api/me')).status).toBe(200);
    }
    server.clock.advance(SESSION_ABSOLUTE_MS - elapsed + MIN);
    expect((await agent.get('/jade/api/me')).status).toBe(401);
  });
});

describe('behind TLS (BOX_SECURE_COOKIES=1)', () => {
  it('uses a __Host- session cookie, Secure cookies and HSTS', async () => {
    const agent = new Agent(server.appWith({ secureCookies: true }));
    const response = await agent.login(ANA.email, ANA.password);
    expect(response.status).toBe(303);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('__Host-box_session='))!;
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; Path=\//);
    expect(session).not.toMatch(/Domain=/i);
    const csrf = cookies.find((c) => c.startsWith(`${SECURE_CSRF_COOKIE}=`))!;
    expect(csrf).toMatch(/; Secure/);
    expect(csrf).toMatch(/; Path=\//);
    expect(csrf).not.toMatch(/Domain=/i);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(cookies.some((c) => c.startsWith(`${CSRF_COOKIE}=`))).toBe(false);
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
    // The token in the __Host- cookie is the one state-changing calls echo.
    const token = agent.cookies.get(SECURE_CSRF_COOKIE)!;
    const change = { emailReports: { spotStatusUpdate: true, podFailure: true, podSuccess: false } };
    const me = (await (await agent.get('/jade/api/me')).json()) as { person: { id: number } };
    expect(
      (await agent.request('PATCH', `/jade/api/users/${me.person.id}`, { json: change, csrf: false })).status,
    ).toBe(403);
    const patched = await agent.request('PATCH', `/jade/api/users/${me.person.id}`, {
      json: change,
      csrf: false,
      headers: { [CSRF_HEADER]: token },
    });
    expect(patched.status).toBe(200);
    // Before login, the double submit compares with the __Host- cookie; the plain name means nothing there.
    const visitor = new Agent(server.appWith({ secureCookies: true }));
    visitor.cookies.set(CSRF_COOKIE, 'stale-plain-token-from-before-tls-0123');
    const form = await visitor.get('/_ssr/entrar', html);
    expect(visitor.cookies.has(SECURE_CSRF_COOKIE)).toBe(true);
    // A plain one left from before TLS is expired, so clients reading either name find only the live one.
    expect(visitor.cookies.has(CSRF_COOKIE)).toBe(false);
    const formToken = Agent.formToken(await form.text());
    const forged = new Agent(server.appWith({ secureCookies: true }));
    forged.cookies.set(CSRF_COOKIE, formToken);
    const refused = await forged.post('/_ssr/entrar', { form: { _csrf: formToken, ...ANA } });
    expect(refused.status).toBe(403);
    // The plain name means nothing there.
    const plain = new Agent(server.appWith({ secureCookies: true }));
    plain.cookies.set('box_session', agent.cookies.get('__Host-box_session')!);
    expect((await plain.get('/jade/api/me')).status).toBe(401);
  });
});

describe('logout', () => {
  it('shows a Sair button that posts the CSRF token in a hidden field', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    const page = await (await agent.get('/_ssr/sair', html)).text();
    expect(page).toMatch(/<form method="post" action="\/_ssr\/sair" target="_top">/);
    expect(page).toMatch(/<button type="submit">Sair<\/button>/);
    expect(Agent.formToken(page)).toBe(agent.cookies.get(CSRF_COOKIE));
  });

  it('deletes the session, clears the cookies and goes to /entrar', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    const token = agent.cookies.get('box_session')!;
    const page = await (await agent.get('/_ssr/sair', html)).text();
    const response = await agent.post('/_ssr/sair', { form: { _csrf: Agent.formToken(page) } });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/entrar');
    expect(agent.cookies.has('box_session')).toBe(false);
    expect(agent.cookies.has(CSRF_COOKIE)).toBe(false);
    const replay = new Agent(server.app);
    replay.cookies.set('box_session', token);
    expect((await replay.get('/jade/api/me')).status).toBe(401);
  });

  it('also accepts the token in the X-CSRF-Token header', async () => {
    const agent = await server.loginAs('duda@outraloja.example');
    const response = await agent.post('/_ssr/sair', {
      headers: { [CSRF_HEADER]: agent.cookies.get(CSRF_COOKIE)! },
    });
    expect(response.status).toBe(303);
    expect((await agent.get('/jade/api/me')).status).toBe(401);
  });

  it('refuses a logout without the token, and never logs out through GET', async () => {
    const agent = await server.loginAs('ana@mercado.example');
    expect((await agent.post('/_ssr/sair', { form: {} })).status).toBe(403);
    expect((await agent.get('/_ssr/sair', html)).status).toBe(200);
    expect((await agent.get('/jade/api/me')).status).toBe(200);
  });
});

describe('throttling', () => {
  it('locks an account at one address for 15 minutes after 5 failures there, even for the right password', async () => {
    const account = { email: 'caio@lojainativa.example', password: 'inativa-2026' };
    const agent = server.agent();
    for (let i = 0; i < 5; i++) {
      expect((await agent.login(account.email, `wrong-${i}`)).status).toBe(401);
    }
    const locked = await agent.login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(await locked.text()).toContain(LOGIN_MESSAGES.throttled);
    server.clock.advance(15 * MIN + 1000);
    expect((await agent.login(account.email, account.password)).status).toBe(303);
  });

  it('forgives an account its failures at an address after a successful login there', async () => {
    const account = { email: 'bia@lojabloqueada.example', password: 'bloqueada-2026' };
    const agent = server.agent();
    for (let i = 0; i < 4; i++) await agent.login(account.email, `wrong-${i}`);
    expect((await agent.login(account.email, account.password)).status).toBe(303);
    for (let i = 0; i < 4; i++) await agent.login(account.email, `wrong-again-${i}`);
    expect((await agent.login(account.email, account.password)).status).toBe(303);
  });

  it('limits one address trying many accounts', async () => {
    const agent = server.agent();
    for (let i = 0; i < 20; i++) await agent.login(`ninguem${i}@nada.example`, 'x');
    const blocked = await agent.login(ANA.email, ANA.password);
    expect(blocked.status).toBe(429);
    // Someone else, elsewhere, is not affected.
    expect((await server.agent().login(ANA.email, ANA.password)).status).toBe(303);
    const [row] = await server.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.ip, agent.address));
    expect(row?.n).toBe(20);
  });
});
