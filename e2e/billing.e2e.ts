import { readFileSync } from 'node:fs';
import { eventually, expectEqual, expectTrue } from './assert';
import { checkScreen } from './check-screen';
import { signIn } from './login';
import type { E2ETest } from './specs';

const DETAILS = 'Solicitações do período, agrupadas por dia';

export const billingSpecs: E2ETest[] = [
  {
    name: 'billing statement: ana switches months, filters the orders, opens one and downloads the sheet',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026', '/extrato');
      expectEqual(await page.title(), 'Extrato | Box', 'title');
      const months = page.getByRole('tablist', { name: 'Meses do extrato' }).getByRole('tab');
      await months.first().waitFor();
      expectEqual(await months.count(), 6, 'six month tabs');
      const details = page.getByRole('table', { name: DETAILS });
      await details.waitFor();
      await checkScreen(page, 'billing-statement');

      // The month before this one is closed: the seed gives it finished and canceled orders.
      const previous = months.nth(4);
      await previous.click();
      await page.waitForFunction(
        (tab) => tab?.getAttribute('aria-selected') === 'true',
        await previous.elementHandle(),
      );
      const openButtons = details.getByRole('button', { name: /^Abrir a OS/ });
      await openButtons.first().waitFor();
      const all = await openButtons.count();
      expectTrue(all > 0, 'last month lists orders');

      const status = page.getByRole('group', { name: 'Status' });
      await status.getByRole('radio', { name: 'Finalizadas' }).check();
      // Only finished orders are left: every status icon in the table says so.
      const statusIcons = details.locator('.box-billing-status');
      await eventually(async () => {
        const kinds = await statusIcons.evaluateAll((icons) => icons.map((icon) => icon.className));
        return kinds.length > 0 && kinds.every((kind) => kind.includes('box-billing-status--finished'));
      }, 'only finished orders after choosing Finalizadas');
      expectTrue((await openButtons.count()) <= all, 'finished orders are some of all orders');
      await status.getByRole('radio', { name: 'Todas' }).check();

      const os = (await openButtons.first().textContent())?.trim() ?? '';
      expectTrue(/^\d+$/.test(os), `an OS number on the first row (${os})`);
      await page.getByRole('searchbox', { name: 'Buscar por OS' }).fill(os);
      await eventually(async () => (await openButtons.count()) === 1, `one row for OS ${os}`);
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
      expectTrue(
        /\.xlsx$/.test(download.suggestedFilename()),
        `a .xlsx file (${download.suggestedFilename()})`,
      );
      const file = await download.path();
      expectTrue(file, 'the sheet was saved');
      // An XLSX file is a ZIP: it starts with 'PK'.
      expectEqual(readFileSync(file).subarray(0, 2).toString('latin1'), 'PK', 'XLSX signature');
    },
  },
];
