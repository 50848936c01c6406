import type { FrameLocator, Page } from 'playwright-core';

/** The login page's answer to a wrong password (packages/server/src/ssr/login.ts LOGIN_MESSAGES.invalid). */
export const WRONG_PASSWORD_MESSAGE = 'E-mail ou senha incorretos.';

async function submit(form: Page | FrameLocator, email: string, password: string) {
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Senha', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Where the login form is once it has answered a wrong password: the host's frame or the top page. Plain
 * Playwright waits (no test runner here: the bench signs in with this too); the other one's wait ends unheard.
 */
async function formWithRefusal(page: Page): Promise<Page | FrameLocator> {
  const framed = page.frameLocator('iframe');
  const refused = (form: Page | FrameLocator) =>
    form
      .getByRole('alert')
      .filter({ hasText: WRONG_PASSWORD_MESSAGE })
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
      .then(() => form);
  return Promise.any([refused(page), refused(framed)]).catch(() => {
    throw new Error(`the login page shows '${WRONG_PASSWORD_MESSAGE}' after a wrong password`);
  });
}

/**
 * Signs in through the legacy login page framed by the host, as a person who mistypes would: a wrong password
 * first (the page must say so and keep where they were going), then the right one, landing on `path`.
 */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  path = '/pedidos/monitoramento',
) {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/entrar\?redirect=/);
  await submit(page.frameLocator('iframe'), email, `${password}-errada`);
  await submit(await formWithRefusal(page), email, password);
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
