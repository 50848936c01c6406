import type { Page } from 'playwright-core';

/** Signs in through the legacy login page framed by the host, as a person would. */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  path = '/pedidos/monitoramento',
) {
  await page.goto(`${url}${path}`);
  await page.waitForURL(/\/entrar\?redirect=/);
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('E-mail').fill(email);
  await frame.getByLabel('Senha').fill(password);
  await frame.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((u) => u.pathname === path);
}
