import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { axeViolations, screenshotBothWidths } from './browser';
import type { E2ETest } from './specs';
import { forgetSession, signIn, signInOnLoginPage } from './support/login';

const TABS = ['Em alocação', 'Alocada', 'Em execução', 'Finalizadas/Canceladas'];

/**
 * How far the orders table reaches past the box it scrolls in (the nearest ancestor that scrolls sideways, else
 * the window), or a badge past its cell: 0 when everything fits.
 */
function overflowOfTable(page: Page): Promise<number> {
  return page
    .locator('table')
    .first()
    .evaluate((table) => {
      let box: Element | null = table.parentElement;
      while (box && !/(auto|scroll)/.test(getComputedStyle(box).overflowX)) {
        box = box.parentElement ?? (box.parentNode as ShadowRoot | null)?.host ?? null;
      }
      const sideways = box
        ? box.scrollWidth - box.clientWidth
        : Math.ceil(table.getBoundingClientRect().right - window.innerWidth);
      const badges = Array.from(table.querySelectorAll('tbody td .box-badge')).map((badge) => {
        const cell = badge.closest('td')?.getBoundingClientRect();
        return cell ? Math.ceil(badge.getBoundingClientRect().right - cell.right) : 0;
      });
      return Math.max(0, sideways, ...badges);
    });
}

export const monitoringSpecs: E2ETest[] = [
  {
    name: 'ana signs in and uses monitoring: tabs with counts, search, filters and a row opening its tracking page',
    async run({ page, url }) {
      await signInOnLoginPage(page, url, 'ana@mercado.example', 'mercado-2026');
      await expect(page, 'page title').toHaveTitle(/\| Box/);
      const tablist = page.getByRole('tablist');
      for (const tab of TABS) await tablist.getByRole('tab', { name: new RegExp(tab) }).waitFor();
      // the seed gives 3154 orders in every status: every tab shows a count above zero
      // The tabs are drawn before the orders arrive; their counts follow.
      for (const tab of TABS) {
        const label = () => tablist.getByRole('tab', { name: new RegExp(tab) }).textContent();
        await expect
          .poll(async () => Number((await label())?.match(/(\d+)/)?.[1] ?? '0') > 0, {
            message: `tab ${tab} has a count above zero`,
          })
          .toBe(true);
      }
      // At 1366 px every tab's rows fit without a sideways scroll, the closed tab's too, whose rows carry the
      // most badges (closed status, failures, the SEFAZ registration of issue 20).
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.locator('tbody tr').first().waitFor();
      for (const tab of TABS) {
        const before = (await page.locator('tbody tr').first().textContent()) ?? '';
        await tablist.getByRole('tab', { name: new RegExp(tab) }).click();
        await expect
          .poll(async () => (await page.locator('tbody tr').first().textContent()) ?? before, {
            message: `the table shows the ${tab} orders`,
          })
          .not.toBe(tab === TABS[0] ? null : before);
        expect(await overflowOfTable(page), `the ${tab} table and its badges fit at 1366 px`).toBe(0);
      }
      await tablist.getByRole('tab', { name: /Em alocação/ }).click();
      await screenshotBothWidths(page, 'monitoring');
      const violations = await axeViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes[0]?.target)}`).join('\n'),
        'axe on monitoring',
      ).toBe('');

      await page.setViewportSize({ width: 1366, height: 800 });
      const rows = page.locator('tbody tr');
      await rows.first().waitFor();
      const onFirstTab = (await rows.first().textContent()) ?? '';
      await tablist.getByRole('tab', { name: /Em execução/ }).click();
      // The table follows the tab a frame or two later (a deferred render): wait for its rows to change.
      await expect
        .poll(async () => ((await rows.first().textContent()) ?? onFirstTab) !== onFirstTab, {
          message: 'the table shows the Em execução orders',
        })
        .toBe(true);
      const firstRowText = (await rows.first().textContent()) ?? '';
      const os = firstRowText.match(/\d+/)?.[0] ?? '';
      expect(os, `first row has an OS number: ${firstRowText}`).not.toBe('');

      const search = page.getByRole('searchbox').first();
      await search.fill(os);
      // Every row left holds the OS (the search also matches plates and names, so others may stay too).
      await expect
        .poll(
          async () => {
            const texts = await rows.allTextContents();
            return texts.length >= 1 && texts.some((text) => text.includes(os));
          },
          { message: `the searched OS ${os} stays in the table` },
        )
        .toBe(true);

      await search.fill('zzzz-nada-encontrado');
      await page.getByText('Não há ordens de serviço').waitFor();
      await search.fill('');

      await page.getByRole('button', { name: /Filtros/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await screenshotBothWidths(page, 'monitoring-filters');
      await page.setViewportSize({ width: 1366, height: 800 });
      await dialog.getByLabel('Com pendência').check();
      await dialog.getByLabel('Sem pendência').check();
      expect(
        await dialog.getByLabel('Com pendência').isChecked(),
        'pendência options exclude each other',
      ).toBe(false);
      await page.keyboard.press('Escape');

      // A row opens its tracking page; the browser's Back returns to the tab and search left there.
      await search.fill(os);
      await rows.filter({ hasText: os }).first().click();
      await page.waitForURL(/\/pedidos\/acompanhe\/\d+$/);
      await page.goBack();
      await page.waitForURL(/\/pedidos\/monitoramento$/);
      await expect(page.getByRole('searchbox').first(), 'the search kept').toHaveValue(os);
      await expect(tablist.getByRole('tab', { name: /Em execução/ }), 'the tab kept').toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  },
  {
    name: 'two shippers never see each other’s orders',
    async run({ page, url }) {
      await signIn(page, url, 'duda@outraloja.example', 'outra-2026');
      const mine = await page.evaluate(async () =>
        (await (await fetch('/jade/api/orders/status?since=72%20hours%20ago')).json()).orders.map(
          (o: { id: number }) => o.id,
        ),
      );
      await forgetSession(page);
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      const theirs = await page.evaluate(async () =>
        (await (await fetch('/jade/api/orders/status?since=72%20hours%20ago')).json()).orders.map(
          (o: { id: number }) => o.id,
        ),
      );
      expect(mine.length > 0 && theirs.length > 0, 'both have orders').toBeTruthy();
      expect(mine.filter((id: number) => theirs.includes(id)).length, 'shared order ids').toBe(0);
    },
  },
];
