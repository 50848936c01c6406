import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { lastMonthTab, monthTabs } from './support/billing-months';
import { signIn } from './support/login';

const DETAILS = 'Solicitações do período, agrupadas por dia';

export const billingSpecs: E2ETest[] = [
  {
    name: 'billing statement: ana switches months, filters the orders, opens one and downloads the sheet',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026', '/extrato');
      await expect(page, 'title').toHaveTitle('Extrato | Box');
      const months = monthTabs(page);
      await months.first().waitFor();
      await expect(months, 'six month tabs').toHaveCount(6);
      const previous = lastMonthTab(page);
      await previous.click();
      await page.waitForFunction(
        (tab) => tab?.getAttribute('aria-selected') === 'true',
        await previous.elementHandle(),
      );
      const details = page.getByRole('table', { name: DETAILS });
      await details.waitFor();
      await checkScreen(page, 'billing-statement');
      const openButtons = details.getByRole('button', { name: /^Abrir a OS/ });
      await openButtons.first().waitFor();
      expect(await openButtons.count(), 'last month lists orders').toBeGreaterThan(0);
      const statusIcons = details.locator('.box-billing-status');
      const kinds = () => statusIcons.evaluateAll((icons) => icons.map((icon) => icon.className));
      // The rows of the virtual window once their heights are measured (the window grows by a row or so).
      let before: string[] = [];
      await expect
        .poll(
          async () => {
            const shown = await kinds();
            const settled = shown.join() === before.join();
            before = shown;
            return settled;
          },
          { message: 'the rows of last month settle' },
        )
        .toBe(true);

      const status = page.getByRole('group', { name: 'Status' });
      await status.getByRole('radio', { name: 'Finalizadas' }).check();
      // Only finished orders are left: every status icon in the table says so.
      await expect
        .poll(
          async () => {
            const shown = await kinds();
            return shown.length > 0 && shown.every((kind) => kind.includes('box-billing-status--finished'));
          },
          { message: 'only finished orders after choosing Finalizadas' },
        )
        .toBe(true);
      // 'Todas' shows the month's rows as they were. (A count of rows would say little: the window holds what
      // fits, and without the canceled orders' day headers more orders fit.)
      await status.getByRole('radio', { name: 'Todas' }).check();
      await expect.poll(kinds, { message: 'the same rows again after choosing Todas' }).toEqual(before);

      const os = (await openButtons.first().textContent())?.trim() ?? '';
      expect(os, `an OS number on the first row (${os})`).toMatch(/^\d+$/);
      await page.getByRole('searchbox', { name: 'Buscar por OS' }).fill(os);
      await expect(openButtons, `one row for OS ${os}`).toHaveCount(1);
      await page.getByRole('searchbox', { name: 'Buscar por OS' }).fill('999999999');
      await page.getByText('Nenhuma solicitação encontrada com esses filtros.').waitFor();
      await page.getByRole('searchbox', { name: 'Buscar por OS' }).fill(os);

      await openButtons.first().click();
      const dialog = page.getByRole('dialog', { name: `OS ${os}` });
      await dialog.waitFor();
      const map = dialog
        .getByRole('region', { name: 'Mapa do itinerário' })
        .locator('canvas.maplibregl-canvas');
      await map.waitFor({ timeout: 20_000 });
      await checkScreen(page, 'billing-order-itinerary');
      await dialog.getByRole('tab', { name: 'Valores' }).click();
      const values = dialog.getByRole('table', { name: 'Composição do valor da OS' });
      await values.getByText('Total bruto').waitFor();
      await checkScreen(page, 'billing-order-values');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download' }).click(),
      ]);
      expect(
        /\.xlsx$/.test(download.suggestedFilename()),
        `a .xlsx file (${download.suggestedFilename()})`,
      ).toBeTruthy();
      const file = await download.path();
      expect(file, 'the sheet was saved').toBeTruthy();
      // An XLSX file is a ZIP: it starts with 'PK'.
      expect(readFileSync(file).subarray(0, 2).toString('latin1'), 'XLSX signature').toBe('PK');
    },
  },
];
