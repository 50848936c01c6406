import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatAccessKey } from '@box/core/format';
import { FISCAL_FIXTURES_DIR, freshDemoNfe, GAZETTEER_ROWS } from '@box/server';
import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { signIn } from './support/login';
import { addManually, chooseVehicleAndQuote, dialog, readSuccess, scheduleTomorrow, steps } from './wizard';

const WIZARD = '/spots/solicitar';
const CODE_FIELD = 'Chave de acesso da NF-e/CT-e ou código da mercadoria';

/** A code nobody used before in this throw-away database (the wizard refuses a code already listed). */
const newCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

/** From the monitoring page, as a person would: the header's 'Solicitar serviço' link. */
async function openWizardFromHeader(page: Page) {
  await page.getByRole('navigation').first().getByRole('link', { name: 'Solicitar serviço' }).first().click();
  await page.waitForURL((u) => u.pathname === WIZARD);
  await page.getByLabel(CODE_FIELD).waitFor();
}

/** Pastes text into a field the way a browser does on Ctrl-V: a paste event carrying the clipboard data. */
async function pasteInto(page: Page, label: string, text: string) {
  const field = page.getByLabel(label);
  await field.focus();
  await field.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/**
 * A spreadsheet selection in the simple columns of SPEC §3 (code, CEP, number, instructions, e-mails, phones),
 * one row per street CEP of the embedded gazetteer (town-wide CEPs would ask for the street).
 */
function spreadsheet(rows: number): string {
  const ceps = GAZETTEER_ROWS.filter((row) => row[1] !== null).map((row) => row[0]);
  expect(ceps.length, `the gazetteer has ${rows} street CEPs (${ceps.length})`).toBeGreaterThanOrEqual(rows);
  const prefix = newCode('PLAN');
  return ceps
    .slice(0, rows)
    .map((cep, i) =>
      [
        `${prefix}-${i + 1}`,
        `${cep.slice(0, 5)}-${cep.slice(5)}`,
        String(100 + i),
        'Entregar na portaria',
        '',
        '',
      ].join('\t'),
    )
    .join('\n');
}

export const spotWizardSpecs: E2ETest[] = [
  {
    name: 'wizard: ana adds a merchandise by hand, gets a quote, finishes and finds the order in monitoring',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      await openWizardFromHeader(page);
      await expect(page, 'page title').toHaveTitle(/\| Box/);
      await steps(page).getByText('Nenhuma nota cadastrada').waitFor();
      await checkScreen(page, 'wizard-step1-empty');

      await scheduleTomorrow(page, 'wizard-datetime-modal');
      await page
        .getByText(/Amanhã às 06:00/)
        .first()
        .waitFor();

      const code = newCode('E2E');
      await addManually(page, code.toLowerCase(), '01310-100', '1000', 'wizard-manual-modal');
      await steps(page).getByText('1 nota cadastrada').waitFor();
      const list = page.getByRole('table');
      await list
        .getByRole('row', { name: new RegExp(code) })
        .getByText('Avenida Paulista, 1000')
        .waitFor();

      const price = await chooseVehicleAndQuote(page, {
        vehicle: /Fiorino/,
        goodsValue: '1.250,00',
        shot: 'wizard-vehicle',
      });
      await steps(page).getByText(price).waitFor();
      await page.getByText(/O valor é uma estimativa/).waitFor();
      await checkScreen(page, 'wizard-summary', {
        scrollTo: page.getByRole('region', { name: 'Preço estimado' }),
      });

      await page.getByRole('button', { name: 'Finalizar pedido' }).click();
      const os = await readSuccess(page);
      await checkScreen(page, 'wizard-success');

      await dialog(page, 'Solicitação concluída com sucesso!')
        .getByRole('button', { name: 'Ir para o monitoramento' })
        .click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento');
      await page
        .getByRole('tablist')
        .getByRole('tab', { name: /Em alocação/ })
        .click();
      await page.getByRole('searchbox').first().fill(String(os));
      const row = page.locator('tbody tr').filter({ hasText: String(os) });
      await row.first().waitFor();
      await expect(row, `OS ${os} listed once in 'Em alocação'`).toHaveCount(1);
    },
  },
  {
    name: 'wizard: a pasted 50-row spreadsheet becomes 50 resolved rows',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026', WIZARD);
      await scheduleTomorrow(page);
      await pasteInto(page, CODE_FIELD, spreadsheet(50));
      // The list's summary counts the rows still looked up and those in error; neither is left.
      await page.getByText('50 mercadorias', { exact: true }).waitFor({ timeout: 20_000 });
      await steps(page).getByText('50 notas cadastradas').waitFor();
      await expect(page.getByLabel(CODE_FIELD), 'the code field is empty after the paste').toHaveValue('');
      await page.getByText('Mostrando 2 de 50 mercadorias').waitFor();
      expect(
        await page.getByRole('button', { name: 'Próximo' }).isEnabled(),
        'Próximo is enabled',
      ).toBeTruthy();
      await checkScreen(page, 'wizard-step1-rows', {
        scrollTo: page.getByText('50 mercadorias', { exact: true }),
      });
    },
  },
  {
    name: 'fiscal upload: a new NF-e XML is read, then its access key resolves in the wizard with its address',
    async run({ page, url }) {
      const nfe = freshDemoNfe({
        addressee: {
          name: 'Rafael Nogueira (demonstração)',
          cpf: '52998224725',
          phone: '11912345678',
          address: {
            postalCode: '05406050',
            thoroughfare: 'Rua Teodoro Sampaio',
            number: '744',
            neighborhood: 'Pinheiros',
            locality: 'São Paulo',
            state: 'SP',
          },
        },
      });
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      await page.getByRole('link', { name: 'Documentos fiscais' }).click();
      await page.waitForURL((u) => u.pathname === '/upload-de-documentos-fiscais');
      const files = page.locator('input[type=file]');
      await files.setInputFiles([
        { name: 'nota-nova.xml', mimeType: 'text/xml', buffer: Buffer.from(nfe.xml) },
        {
          name: 'pedido.xml',
          mimeType: 'text/xml',
          buffer: readFileSync(join(FISCAL_FIXTURES_DIR, 'not-fiscal.xml')),
        },
      ]);
      await page.getByRole('status').getByText('1 arquivo enviado, 1 com erro').waitFor();
      const uploads = page.getByRole('list', { name: 'Arquivos enviados' });
      await uploads
        .getByRole('listitem')
        .filter({ hasText: 'nota-nova.xml' })
        .getByText(formatAccessKey(nfe.accessKey))
        .waitFor();
      await uploads
        .getByRole('listitem')
        .filter({ hasText: 'pedido.xml' })
        .getByText('Arquivo xml inválido')
        .waitFor();
      await checkScreen(page, 'fiscal-upload-results');

      await page.getByRole('link', { name: 'Solicitar serviço' }).last().click();
      await page.waitForURL((u) => u.pathname === WIZARD);
      const field = page.getByLabel(CODE_FIELD);
      await field.fill(nfe.accessKey);
      await field.press('Enter');
      const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Rua Teodoro Sampaio, 744' });
      await row.waitFor();
      await row.getByText(/Loja Modelo/).waitFor();
      await steps(page).getByText('1 nota cadastrada').waitFor();
    },
  },
  {
    name: 'wizard: duda has no finance info, fills the finance form at the finish and the order is placed',
    async run({ page, url }) {
      await signIn(page, url, 'duda@outraloja.example', 'outra-2026', WIZARD);
      await page.getByLabel(CODE_FIELD).waitFor();
      await scheduleTomorrow(page);
      await addManually(page, newCode('DUDA'), '01001-000', '120');
      await chooseVehicleAndQuote(page, { vehicle: /Moto/ });
      await page.getByRole('button', { name: 'Finalizar pedido' }).click();

      const finance = dialog(page, 'Dados financeiros');
      await finance.waitFor();
      await checkScreen(page, 'wizard-finance-modal');
      await finance.getByLabel('CNPJ').fill('11222333000181');
      await finance.getByLabel('Razão social').fill('Outra Loja Comércio Ltda. (demonstração)');
      await finance.getByLabel('CEP').fill('01310100');
      await finance.getByLabel('Número').fill('1578');
      await finance.getByLabel('Nome').fill('Duda Ferreira');
      await finance.getByLabel('E-mail').fill('financeiro@outraloja.example');
      await finance.getByLabel('Telefone').fill('11987654321');
      await expect(finance.getByLabel('CNPJ'), 'the CNPJ mask').toHaveValue('11.222.333/0001-81');
      await finance.getByRole('button', { name: 'Salvar dados' }).click();
      await readSuccess(page);
    },
  },
  {
    name: 'integrator page: the standalone <box-spot-wizard> places an order and tells the page',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      await page.goto(`${url}/widgets/spot-wizard/standalone.html`);
      await page.getByLabel(CODE_FIELD).waitFor();
      await checkScreen(page, 'standalone-wizard');
      await scheduleTomorrow(page);
      await addManually(page, newCode('ERP'), '01310-100', '2000');
      await chooseVehicleAndQuote(page, { vehicle: /Carro/, goodsValue: '480,00' });
      await page.getByRole('button', { name: 'Finalizar pedido' }).click();
      const os = await readSuccess(page);
      await page.locator('#erp-log').getByText(`Pedido criado: OS ${os}.`).waitFor();
      await dialog(page, 'Solicitação concluída com sucesso!')
        .getByRole('button', { name: 'Ir para o monitoramento' })
        .click();
      await page.waitForURL((u) => u.pathname === '/pedidos/monitoramento');
    },
  },
  {
    name: 'wizard: a blocked account sees the banner and cannot add merchandise',
    async run({ page, url }) {
      await signIn(page, url, 'bia@lojabloqueada.example', 'bloqueada-2026', WIZARD);
      await page.getByText('Sua conta está bloqueada para solicitações.', { exact: false }).first().waitFor();
      await page.getByLabel(CODE_FIELD).waitFor();
      await expect(page.getByLabel(CODE_FIELD), 'the code field is disabled').toBeDisabled();
      expect(
        await page.getByRole('button', { name: 'Adicionar manualmente' }).isDisabled(),
        "'Adicionar manualmente' is disabled",
      ).toBeTruthy();
      expect(
        await page.getByRole('button', { name: 'Próximo' }).isDisabled(),
        "'Próximo' is disabled",
      ).toBeTruthy();
      await checkScreen(page, 'wizard-blocked');
    },
  },
];
