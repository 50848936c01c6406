// The super batch of the spot wizard (issue 7): the super admin pastes a sheet of many routes and places them
// in one go; every other customer is refused.
import type { Page } from 'playwright-core';
import { formatScheduledFor } from '../packages/core/src/index';
import { GAZETTEER_ROWS } from '../packages/server/src/geo/gazetteer-data';
import { ordersOf } from './api';
import { eventually, expectEqual, expectTrue } from './assert';
import { checkScreen } from './check-screen';
import { signIn } from './login';
import type { E2ETest } from './specs';
import { dialog } from './wizard';

const WIZARD = '/spots/solicitar';
const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';
const BOX_WAREHOUSE = 'Base Box Leopoldina (demonstração)';
/** Another customer's (3154's) user and warehouse: named in a customer-0 group, the server refuses them. */
const OTHER_USER = 'ana@mercado.example';
const OTHER_WAREHOUSE = 'CD Barra Funda (demonstração)';

export interface BatchSheetOptions {
  groups: number;
  perGroup: number;
  /** Unique per run: external ids and codes start with it. */
  prefix: string;
  /** Groups (0-based) whose user is another customer's / whose warehouse is another customer's. */
  otherUserGroup?: number;
  otherWarehouseGroup?: number;
}

/**
 * A super-batch sheet (SPEC §3 columns, header first, Windows line ends as Excel copies them) for customer 0:
 * street CEPs of the embedded gazetteer, a Fiorino two days ahead, a weight with a decimal comma, and an
 * instruction with a tab inside quotes in the first row of each group.
 */
export function batchSheet(options: BatchSheetOptions): string {
  const ceps = GAZETTEER_ROWS.filter((row) => row[1] !== null).map((row) => row[0]);
  const schedule = formatScheduledFor(new Date(Date.now() + 48 * 60 * 60_000));
  const header =
    'Código\tCEP\tNúmero\tObservações\tCliente\tUsuário\tVeículo\tAgendamento\tAjudantes\tCódigo externo\tPeso\tArmazém\tDistância\tValor';
  const rows: string[] = [header];
  for (let g = 0; g < options.groups; g++) {
    for (let r = 0; r < options.perGroup; r++) {
      const i = g * options.perGroup + r;
      const cep = ceps[i % ceps.length] ?? '01310100';
      rows.push(
        [
          `${options.prefix}-${g + 1}-${r + 1}`,
          `${cep.slice(0, 5)}-${cep.slice(5)}`,
          String(100 + i),
          r === 0 ? '"Portaria\tBloco B"' : '',
          '0',
          g === options.otherUserGroup ? OTHER_USER : 'admin@box.example',
          'FIORINO',
          schedule,
          '0',
          `${options.prefix}-${g + 1}`,
          '1,5',
          g === options.otherWarehouseGroup ? OTHER_WAREHOUSE : BOX_WAREHOUSE,
          '',
          '',
        ].join('\t'),
      );
    }
  }
  return `${rows.join('\r\n')}\r\n`;
}

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
      expectEqual(await groups.getByRole('listitem').count(), 20, 'one card per external id');
      const first = groups
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `${prefix}-1`, exact: true }) });
      await first.getByText('7,50 kg').waitFor();
      await first.getByRole('button', { name: 'Ver as 5 remessas' }).click();
      expectEqual(
        await first.getByRole('table').locator('tbody tr').count(),
        5,
        'the first route shows its 5 rows',
      );
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
      expectEqual(await succeeded.locator('tbody tr').count(), 18, 'succeeded routes listed');
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
      expectEqual(mine.length, 18, 'orders of this batch');

      await page.getByRole('button', { name: 'Ir para o monitoramento' }).click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento');
      const tab = page.getByRole('tablist').getByRole('tab', { name: /Em alocação/ });
      await tab.click();
      await page.getByRole('searchbox').first().fill(prefix);
      // The table is virtualised (a window of rows in the DOM): its row count and the tab's count say 18.
      const table = page.getByRole('table');
      let seen = '';
      await eventually(async () => {
        const count = (await tab.textContent()) ?? '';
        const rowCount = await table.getAttribute('aria-rowcount');
        seen = `tab '${count}', aria-rowcount ${rowCount}`;
        return count.match(/(\d+)\s*$/)?.[1] === '18' && rowCount === '19';
      }, 'the 18 batch orders are in monitoring under Em alocação').catch((error: Error) => {
        throw new Error(`${error.message} (${seen})`);
      });
      // (the virtual window's spacer rows are empty)
      const shown = (await table.locator('tbody tr').allTextContents()).filter((text) => text.trim() !== '');
      expectTrue(
        shown.length > 0 && shown.every((text) => text.includes(prefix)),
        `every listed order is one of the batch: ${shown.join(' | ')}`,
      );
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
      expectEqual(
        await page.getByRole('table', { name: 'Rotas com falha' }).count(),
        0,
        'no failed list when every route was placed',
      );
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
      expectEqual(
        await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius),
        '10px',
        'the batch card is styled inside the shadow root',
      );
      await page.getByRole('button', { name: 'Solicitar 2 rotas' }).click();
      await dialog(page, 'Confirmar solicitação em lote').getByRole('button', { name: 'Solicitar' }).click();
      await page.getByText('2 de 2 rotas solicitadas com sucesso!').waitFor({ timeout: 30_000 });
      // box:order-created for each order, heard by the integrator's page (its log keeps the last one).
      const last = page.getByRole('table', { name: 'Rotas solicitadas' }).locator('tbody tr').last();
      const os = ((await last.locator('td').nth(1).textContent()) ?? '').match(/\d+/)?.[0];
      expectTrue(os, 'the last placed route shows its OS');
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
      expectTrue(
        await page.getByRole('heading', { name: 'Cadastrar mercadorias' }).isVisible(),
        'the wizard stays on step 1',
      );
      expectEqual(await page.getByLabel(CODE_FIELD).inputValue(), '', 'the field does not keep the sheet');
    },
  },
];
