// The super batch of the spot wizard (issue 7): the super admin pastes a sheet of many routes and places them
// in one go; every other customer is refused.
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { ordersOf } from './api';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { batchSheet, OTHER_USER, OTHER_WAREHOUSE } from './support/batch-sheet';
import { signIn } from './support/login';
import { dialog } from './wizard';

const WIZARD = '/spots/solicitar';
const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

/** Pastes text into the wizard's code field as Ctrl-V does: a paste event carrying the clipboard data. */
export async function pasteIntoCodeField(page: Page, text: string) {
  const field = page.getByLabel(CODE_FIELD);
  await field.focus();
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

const runPrefix = () => `LOTE${Date.now().toString(36).toUpperCase()}`;

export const superBatchSpecs: E2ETest[] = [
  {
    name: 'super batch: the super admin pastes 100 rows in 20 routes, 18 become orders, 2 fail with reasons, all in monitoring',
    async run({ page, url }) {
      await signIn(page, url, 'admin@box.example', 'box-admin-2026', WIZARD);
      await page.getByLabel(CODE_FIELD).waitFor();
      // The warehouses are in: step 1 is settled before the paste.
      await page.locator('.box-step1__warehouse select:not([disabled])').waitFor();
      const prefix = runPrefix();
      await pasteIntoCodeField(
        page,
        batchSheet({ groups: 20, perGroup: 5, prefix, otherUserGroup: 6, otherWarehouseGroup: 13 }),
      );

      await page.getByRole('heading', { name: 'Solicitação em lote' }).waitFor();
      await page
        .getByText('100 remessas em 20 rotas, agrupadas pelo código externo')
        .waitFor({ timeout: 20_000 });
      const groups = page.getByRole('list', { name: 'Rotas do lote' });
      await expect(groups.getByRole('listitem'), 'one card per external id').toHaveCount(20);
      const first = groups
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${prefix}-1`, exact: true }) });
      await first.getByText('7,50 kg').waitFor();
      await first.getByRole('button', { name: 'Ver as 5 remessas' }).click();
      await expect(
        first.getByRole('table').locator('tbody tr'),
        'the first route shows its 5 rows',
      ).toHaveCount(5);
      await checkScreen(page, 'batch-review', {
        scrollTo: page.getByRole('heading', { name: 'Solicitação em lote' }),
      });

      await page.getByRole('button', { name: 'Solicitar 20 rotas' }).click();
      const confirm = dialog(page, 'Confirmar solicitação em lote');
      await confirm.getByText('20 rotas serão solicitadas. Tem certeza?').waitFor();
      await checkScreen(page, 'batch-confirm');

      // Hold the sixth group's answer to look at the progress, then let the run go on.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let sent = 0;
      await page.route('**/jade/api/spots/batch', async (route) => {
        sent += 1;
        if (sent === 6) await held;
        await route.continue();
      });
      await confirm.getByRole('button', { name: 'Solicitar' }).click();
      await page.getByText('5 de 20 rotas foram solicitadas. 0 falharam.').waitFor();
      await checkScreen(page, 'batch-progress');
      release();

      const title = page.getByText('18 de 20 rotas solicitadas com sucesso!');
      await title.waitFor({ timeout: 60_000 });
      const failed = page.getByRole('table', { name: 'Rotas com falha' });
      const userRow = failed.getByRole('row').filter({ hasText: `${prefix}-7` });
      await userRow.getByText('Usuários não encontrados').waitFor();
      await userRow.getByText(OTHER_USER).waitFor();
      const warehouseRow = failed.getByRole('row').filter({ hasText: `${prefix}-14` });
      await warehouseRow.getByText('Armazéns não encontrados').waitFor();
      await warehouseRow.getByText(`${OTHER_WAREHOUSE} (cliente 0)`).waitFor();
      const succeeded = page.getByRole('table', { name: 'Rotas solicitadas' });
      await expect(succeeded.locator('tbody tr'), 'succeeded routes listed').toHaveCount(18);
      await succeeded
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `${prefix}-1`, exact: true }) })
        .getByText('7,50 kg')
        .waitFor();
      await checkScreen(page, 'batch-result', {
        scrollTo: page.getByRole('heading', { name: 'Solicitação em lote' }),
      });

      // The API holds exactly 18 orders of this run, none of the refused groups: nothing half-made.
      const mine = (await ordersOf(page, url)).filter((o) =>
        (o as { externalId?: string | null }).externalId?.startsWith(`${prefix}-`),
      );
      expect(mine.length, 'orders of this batch').toBe(18);

      await page.getByRole('button', { name: 'Ir para o monitoramento' }).click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento');
      const tab = page.getByRole('tablist').getByRole('tab', { name: /Em alocação/ });
      await tab.click();
      await page.getByRole('searchbox').first().fill(prefix);
      // The table is virtualised (a window of rows in the DOM): its row count and the tab's count say 18.
      const table = page.getByRole('table');
      let seen = '';
      await expect
        .poll(
          async () => {
            const count = (await tab.textContent()) ?? '';
            const rowCount = await table.getAttribute('aria-rowcount');
            seen = `tab '${count}', aria-rowcount ${rowCount}`;
            return count.match(/(\d+)\s*$/)?.[1] === '18' && rowCount === '19';
          },
          { message: 'the 18 batch orders are in monitoring under Em alocação' },
        )
        .toBe(true)
        .catch((error: Error) => {
          throw new Error(`${error.message} (${seen})`);
        });
      // (the virtual window's spacer rows are empty)
      const shown = (await table.locator('tbody tr').allTextContents()).filter((text) => text.trim() !== '');
      expect(
        shown.length > 0 && shown.every((text) => text.includes(prefix)),
        `every listed order is one of the batch: ${shown.join(' | ')}`,
      ).toBeTruthy();
    },
  },
  {
    name: 'super batch: broken rows are shown with why and block sending until their route is removed',
    async run({ page, url }) {
      await signIn(page, url, 'admin@box.example', 'box-admin-2026', WIZARD);
      await page.locator('.box-step1__warehouse select:not([disabled])').waitFor();
      const prefix = runPrefix();
      const rows = batchSheet({ groups: 3, perGroup: 2, prefix }).split('\r\n');
      // The second route: a CEP nobody knows, and a weight that is not a number.
      rows[3] = rows[3]?.replace(/\t\d{5}-\d{3}\t/, '\t99999-999\t') ?? '';
      rows[4] = rows[4]?.replace('\t1,5\t', '\tdez quilos\t') ?? '';
      await pasteIntoCodeField(page, rows.join('\r\n'));

      const broken = page
        .getByRole('list', { name: 'Rotas do lote' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${prefix}-2`, exact: true }) });
      await broken.getByText('2 com problema').waitFor({ timeout: 20_000 });
      await broken.getByText(/Não foi encontrado um endereço para o CEP\/número/).waitFor();
      await broken.getByText('Peso: Não é um número.').waitFor();
      await checkScreen(page, 'batch-problems', { scrollTo: broken });

      await page.getByRole('button', { name: 'Solicitar 3 rotas' }).click();
      const refused = dialog(page, 'Não é possível solicitar!');
      await refused.getByText('Alguma remessa está com problema.').waitFor();
      await checkScreen(page, 'batch-cannot-send');
      await refused.getByRole('button', { name: 'Ok, entendi' }).click();

      await broken.getByRole('button', { name: `Remover rota ${prefix}-2` }).click();
      await page.getByRole('button', { name: 'Solicitar 2 rotas' }).click();
      await dialog(page, 'Confirmar solicitação em lote').getByRole('button', { name: 'Solicitar' }).click();
      await page.getByText('2 de 2 rotas solicitadas com sucesso!').waitFor({ timeout: 30_000 });
      await expect(
        page.getByRole('table', { name: 'Rotas com falha' }),
        'no failed list when every route was placed',
      ).toHaveCount(0);
      await checkScreen(page, 'batch-result-success');
    },
  },
  {
    name: 'super batch in the standalone <box-spot-wizard>: its lazy screen is styled in the shadow root and tells the page',
    async run({ page, url }) {
      await signIn(page, url, 'admin@box.example', 'box-admin-2026');
      await page.goto(`${url}/widgets/spot-wizard/standalone.html`);
      await page.getByLabel(CODE_FIELD).waitFor();
      const prefix = runPrefix();
      await pasteIntoCodeField(page, batchSheet({ groups: 2, perGroup: 2, prefix }));
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${prefix}-1`, exact: true }) });
      await card.waitFor({ timeout: 20_000 });
      // The card's rules come in the batch chunk and are adopted into the element's shadow root.
      expect(
        await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
        'the batch card is styled inside the shadow root',
      ).toBe('10px');
      await page.getByRole('button', { name: 'Solicitar 2 rotas' }).click();
      await dialog(page, 'Confirmar solicitação em lote').getByRole('button', { name: 'Solicitar' }).click();
      await page.getByText('2 de 2 rotas solicitadas com sucesso!').waitFor({ timeout: 30_000 });
      // box:order-created for each order, heard by the integrator's page (its log keeps the last one).
      const last = page.getByRole('table', { name: 'Rotas solicitadas' }).locator('tbody tr').last();
      const os = ((await last.locator('td').nth(1).textContent()) ?? '').match(/\d+/)?.[0];
      expect(os, 'the last placed route shows its OS').toBeTruthy();
      await page.locator('#erp-log').getByText(`Pedido criado: OS ${os}.`).waitFor();
      await page.getByRole('button', { name: 'Ir para o monitoramento' }).click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento');
    },
  },
  {
    name: 'super batch: any other customer pasting a batch sheet is told it may not',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026', WIZARD);
      await page.getByLabel(CODE_FIELD).waitFor();
      await pasteIntoCodeField(page, batchSheet({ groups: 2, perGroup: 2, prefix: runPrefix() }));
      const alert = page
        .getByRole('alert')
        .filter({ hasText: 'Cliente não autorizado a fazer solicitações em lote.' });
      await alert.waitFor();
      await expect(
        page.getByRole('heading', { name: 'Cadastrar mercadorias' }),
        'the wizard stays on step 1',
      ).toBeVisible();
      await expect(page.getByLabel(CODE_FIELD), 'the field does not keep the sheet').toHaveValue('');
    },
  },
];
