import { expect } from '@playwright/test';
import type { E2ETest } from './specs';
import { signInOnLoginPage } from './support/login';

const isLoginPage = (u: URL) => u.pathname === '/entrar';

export const signOutSpecs: E2ETest[] = [
  {
    name: "sign out: ana opens the user menu in the header, clicks 'Sair' and her session is over",
    async run({ page, url }) {
      await signInOnLoginPage(page, url, 'ana@mercado.example', 'mercado-2026');
      await page.getByRole('banner').getByRole('button', { name: /^Ana/ }).click();
      await page
        .getByRole('menu', { name: 'Menu do usuário' })
        .getByRole('menuitem', { name: 'Sair' })
        .click();

      await page.waitForURL(isLoginPage);
      await page.frameLocator('iframe').getByRole('button', { name: 'Entrar' }).waitFor();
      // The server ended the session, not just the page: the API no longer knows her.
      const me = await page.evaluate(async () => (await fetch('/jade/api/me')).status);
      expect(me, 'GET /jade/api/me after Sair').toBe(401);

      // Back to the page she was on: no signed-in page again, from the cache or otherwise.
      await page.goBack();
      await page.waitForURL(
        (u) => isLoginPage(u) && u.searchParams.get('redirect') === '/pedidos/monitoramento',
      );
      await page.frameLocator('iframe').getByRole('button', { name: 'Entrar' }).waitFor();
      await page.goto(`${url}/extrato`);
      await page.waitForURL((u) => isLoginPage(u) && u.searchParams.get('redirect') === '/extrato');
    },
  },
];
