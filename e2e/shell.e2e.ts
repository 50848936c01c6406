import { expect } from '@playwright/test';
import { axeViolations, screenshotBothWidths } from './browser';
import type { E2ETest } from './specs';
import { forgetSession, signIn, signInOnLoginPage } from './support/login';

export const shellSpecs: E2ETest[] = [
  {
    name: 'a signed-out visitor is sent to the login page with the path to come back to',
    async run({ page, url }) {
      await page.goto(`${url}/extrato`);
      await page.waitForURL(/\/entrar\?redirect=%2Fextrato/);
      const frame = page.frameLocator('iframe');
      await frame.getByRole('button', { name: 'Entrar' }).waitFor();
      await screenshotBothWidths(page, 'login');
      const violations = await axeViolations(page);
      expect(violations.map((v) => `${v.id}: ${v.help}`).join('\n'), 'axe violations on the login page').toBe(
        '',
      );
    },
  },
  {
    name: 'a wrong password keeps the visitor on the login page with a message',
    async run({ page, url }) {
      await page.goto(`${url}/pedidos/monitoramento?aba=alocadas`);
      await page.waitForURL(/\/entrar\?redirect=/);
      const loginUrl = page.url();
      const frame = page.frameLocator('iframe');
      await frame.getByLabel('E-mail').fill('ana@mercado.example');
      await frame.getByLabel('Senha').fill('senha-errada');
      await frame.getByRole('button', { name: 'Entrar' }).click();
      // The form posts to the top window; a refusal comes back to the portal's /entrar, in its layout, with the
      // reason in the frame and the redirect kept.
      await frame.getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' }).waitFor();
      const after = new URL(page.url());
      expect(after.pathname, 'still on the portal login page').toBe('/entrar');
      expect(after.searchParams.get('redirect'), 'the redirect is kept').toBe(
        new URL(loginUrl).searchParams.get('redirect'),
      );
      expect(after.searchParams.get('redirect'), 'redirect target').toBe(
        '/pedidos/monitoramento?aba=alocadas',
      );
      await expect(frame.getByLabel('E-mail'), 'the e-mail typed stays').toHaveValue('ana@mercado.example');
      await frame.getByLabel('Senha').fill('mercado-2026');
      await frame.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento' && u.search === '?aba=alocadas');
    },
  },
  {
    name: 'an ordinary shipper gets the header of an admin without the Admin item and cannot open registered accounts',
    async run({ page, url }) {
      await signIn(page, url, 'duda@outraloja.example', 'outra-2026');
      expect(
        (await page.title()).endsWith('| Box'),
        `title ends with '| Box': ${await page.title()}`,
      ).toBeTruthy();
      const nav = page.getByRole('navigation').first();
      for (const item of ['Solicitar serviço', 'Monitoramento', 'Histórico', 'Comprovantes', 'Extrato']) {
        await nav.getByRole('link', { name: item }).first().waitFor();
      }
      expect(
        await nav.getByRole('link', { name: 'Comprovantes' }).first().getAttribute('href'),
        'Comprovantes target',
      ).toBe('/comprovantes');
      await page.goto(`${url}/contas-cadastradas`);
      await page.waitForURL((u) => u.pathname === '/not-found');
    },
  },
  {
    name: 'the super admin reaches registered accounts and sees Comprovantes pointing to the admin receipts',
    async run({ page, url }) {
      await signIn(page, url, 'admin@box.example', 'box-admin-2026');
      const nav = page.getByRole('navigation').first();
      expect(
        await nav.getByRole('link', { name: 'Comprovantes' }).first().getAttribute('href'),
        'Comprovantes target for role 1',
      ).toBe('/admin/comprovantes');
      await page.goto(`${url}/contas-cadastradas`);
      // The guard has decided once the page's own content is there.
      await page.getByRole('table').first().waitFor();
      expect(new URL(page.url()).pathname, 'admin stays on /contas-cadastradas').toBe('/contas-cadastradas');
    },
  },
  {
    name: 'a blocked and an inactive account see their banners',
    async run({ page, url }) {
      await signInOnLoginPage(page, url, 'bia@lojabloqueada.example', 'bloqueada-2026');
      await page.getByText('Sua conta está bloqueada para solicitações.', { exact: false }).waitFor();
      await screenshotBothWidths(page, 'banner-blocked');
      await forgetSession(page);
      await signInOnLoginPage(page, url, 'caio@lojainativa.example', 'inativa-2026');
      await page.getByText('Sua conta está inativa há mais de 90 dias.', { exact: false }).waitFor();
    },
  },
];
