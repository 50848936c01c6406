import type { APIRequestContext, FrameLocator, Page } from 'playwright-core';

async function submit(form: Page | FrameLocator, email: string, password: string) {
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs in through the legacy login page framed by the host, as a person would: the portal sends them to the
 * login page on their way to `path`, and lands them there. The specs about signing in use it (the blocked and
 * inactive accounts' banners, signing out, monitoring's first spec); a wrong password first, the message it gets
 * and the way kept through it, is shell.e2e.ts's own spec.
 */
export async function signInOnLoginPage(
  page: Page,
  url: string,
  email: string,
  password: string,
  path = '/pedidos/monitoramento',
) {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/entrar\?redirect=/);
  await submit(page.frameLocator('iframe'), email, password);
  await page.waitForURL((u) => u.pathname === path);
}

/**
 * The login form's own requests in `api`'s cookie jar: its page for the CSRF field, then the POST a person's
 * 'Entrar' sends. Fails unless the answer is the redirect of a signed-in visitor with a session cookie; returns
 * the jar's cookies.
 */
export async function postLoginForm(
  api: APIRequestContext,
  url: string,
  user: { email: string; password: string },
  redirect?: string,
) {
  const form = await api.get(`${url}/_ssr/entrar`, { headers: { accept: 'text/html' } });
  const csrf = (await form.text()).match(/name="_csrf" value="([^"]+)"/)?.[1];
  if (!csrf) throw new Error(`no CSRF field on ${url}/_ssr/entrar (${form.status()})`);
  const posted = await api.post(`${url}/_ssr/entrar`, {
    form: { _csrf: csrf, ...user, ...(redirect !== undefined ? { redirect } : {}) },
    headers: { origin: url },
    maxRedirects: 0,
  });
  const { cookies } = await api.storageState();
  if (posted.status() !== 303 || !cookies.some((c) => /box_session/.test(c.name)))
    throw new Error(`not signed in as ${user.email}: ${posted.status()}`);
  return cookies;
}

/**
 * Signs in for a spec whose subject comes after the sign-in, then opens `path`: the login form's requests
 * (postLoginForm) through the page's context, so the session cookie is the browser's. It skips the three page
 * loads of the framed login (the portal sending the visitor away, the login page and its frame), about 2 s of
 * Chromium's CPU per spec; the login page itself is signInOnLoginPage's.
 */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  path = '/pedidos/monitoramento',
) {
  await postLoginForm(page.request, url, { email, password }, path);
  await page.goto(`${url}${path}`);
  await page.waitForURL((u) => u.pathname === path);
}

/**
 * Signs in on the portal's own login page (not framed), for a spec that only needs the session: the cookie then
 * reaches the API, and partner pages on the same site (127.0.0.1). Ends on about:blank: the portal page the
 * login lands on would otherwise keep starting, see cookies a public case clears, send the tab to the login
 * page and race the spec's next page.goto (which then fails with net::ERR_ABORTED).
 */
export async function signInDirect(page: Page, url: string, user: { email: string; password: string }) {
  await page.goto(`${url}/_ssr/entrar`);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Senha').fill(user.password);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/_ssr/entrar') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Entrar' }).click(),
  ]);
  const cookies = await page.context().cookies(url);
  if (!cookies.some((c) => /box_session/.test(c.name))) throw new Error(`not signed in as ${user.email}`);
  await page.waitForURL((address) => address.pathname !== '/_ssr/entrar');
  await page.goto('about:blank');
}

/**
 * The browser forgets its session, for a spec's part as a visitor without one. The tab leaves the portal first:
 * a portal page left open meets its session gone at its next call (401: the session-expired notice, then the
 * login page) and that navigation can cut off the spec's own next page.goto ('interrupted by another navigation').
 */
export async function forgetSession(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
}
