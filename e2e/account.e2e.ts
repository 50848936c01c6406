import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { forgetSession, signIn } from './support/login';

const ADMIN = { email: 'admin@box.example', password: 'box-admin-2026' } as const;
const SPEC_MISMATCH = 'Falha: as senhas devem ser iguais.';
const SPEC_TOO_SHORT = 'Falha: a senha deve conter no minímo 8 caracteres.';
const SAVED = 'Solicitação enviada, dados atualizados com sucesso!';

/** A fresh account per run (the product's database lives as long as the run), named as demo data. */
function newAccount(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    razaoSocial: `Loja ${label} ${stamp} Ltda (demonstração)`,
    nickname: `Loja ${label} ${stamp} (demonstração)`,
    userName: `Eva ${label} Lima (demonstração)`,
    email: `eva-${stamp}@lojanova.example`,
    password: `conta-${stamp}`,
  };
}
type NewAccount = ReturnType<typeof newAccount>;

const frame = (page: Page) => page.frameLocator('iframe');

/**
 * A legacy page: screenshots and axe on the host with the page in its frame, then on the page alone, where axe and
 * the 360 px overflow check see inside it (axe does not enter the frame from the host).
 */
async function checkLegacyScreen(page: Page, name: string) {
  await checkScreen(page, name);
  const src = await page.locator('iframe').getAttribute('src');
  expect(src?.startsWith('/_ssr/'), `a legacy frame on ${name} (${src})`).toBeTruthy();
  const alone = await page.context().newPage();
  try {
    await alone.goto(new URL(src as string, page.url()).href);
    await checkScreen(alone, `${name}-page`);
  } finally {
    await alone.close();
  }
}

/** Fills the 'Cadastrar nova conta' form (in the frame or on its own page) and submits it. */
async function fillNewAccount(
  scope: Pick<Page, 'getByLabel' | 'getByRole'>,
  account: NewAccount,
  repeat = account.password,
) {
  await scope.getByLabel('Razão social').fill(account.razaoSocial);
  await scope.getByLabel('Apelido').fill(account.nickname);
  await scope.getByLabel('Nome do usuário').fill(account.userName);
  await scope.getByLabel('E-mail do usuário').fill(account.email);
  await scope.getByLabel('Senha', { exact: true }).fill(account.password);
  await scope.getByLabel('Repita a senha').fill(repeat);
  await scope.getByRole('button', { name: 'Cadastrar conta' }).click();
}

/** The super admin registers an account through the portal, as in the first spec; the browser is signed out after. */
async function registerAccount(page: Page, url: string, account: NewAccount) {
  await signIn(page, url, ADMIN.email, ADMIN.password, '/admin/varejistas/novo');
  await fillNewAccount(frame(page), account);
  await page.waitForURL(/\/admin\/varejistas\/\d+\/usuarios\?conta=criada$/);
  await frame(page).getByText(account.email).waitFor();
  await forgetSession(page);
}

export const accountSpecs: E2ETest[] = [
  {
    name: "account: the super admin browses retailers, a retailer's users and receipts, and registers an account that can sign in",
    async run({ page, url }) {
      await signIn(page, url, ADMIN.email, ADMIN.password, '/contas-cadastradas');
      await expect(page, 'title').toHaveTitle('Contas cadastradas | Box');
      const table = page.getByRole('table', { name: 'Contas cadastradas (varejistas)' });
      await table.waitFor();
      for (const nickname of ['Mercado Bom Preço (demonstração)', 'Outra Loja (demonstração)']) {
        await table.getByRole('cell', { name: nickname, exact: true }).waitFor();
      }
      await checkScreen(page, 'registered-accounts');

      const search = page.getByRole('searchbox', { name: 'Buscar por ID, razão social ou apelido' });
      await search.fill('outra');
      await expect(table.getByRole('row'), 'one row for "outra"').toHaveCount(2);
      await search.fill('');

      await table.getByRole('link', { name: 'Usuários de Mercado Bom Preço (demonstração)' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/varejistas/3154/usuarios');
      await frame(page).getByRole('cell', { name: 'ana@mercado.example', exact: true }).waitFor();
      await expect(page, 'users page title').toHaveTitle('Usuários do varejista | Box');
      await checkLegacyScreen(page, 'retailer-users');

      await frame(page).getByRole('link', { name: 'Ver comprovantes' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/varejistas/3154/comprovantes');
      const receipts = frame(page).getByRole('table');
      await receipts.getByRole('link', { name: /^#/ }).first().waitFor();
      await checkLegacyScreen(page, 'retailer-receipts');

      await page.goto(`${url}/admin/comprovantes`);
      const allReceipts = frame(page).getByRole('table');
      await allReceipts.getByRole('columnheader', { name: 'Cliente' }).waitFor();
      const os =
        (await allReceipts.getByRole('row').nth(1).getByRole('link').nth(1).textContent())?.trim() ?? '';
      expect(os, `an OS number on the first receipt (${os})`).toMatch(/^\d+$/);
      await frame(page).getByLabel('OS, código ou recebedor').fill(os);
      await frame(page).getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(
        (u) => u.pathname === '/admin/comprovantes' && u.searchParams.get('busca') === os,
      );
      await frame(page).getByRole('table').getByRole('link', { name: os }).first().waitFor();
      await checkLegacyScreen(page, 'admin-receipts');

      await page.goto(`${url}/contas-cadastradas`);
      await page.getByRole('link', { name: 'Cadastrar nova conta' }).click();
      await page.waitForURL((u) => u.pathname === '/admin/varejistas/novo');
      await frame(page).getByRole('heading', { name: 'Cadastrar nova conta' }).waitFor();
      await checkLegacyScreen(page, 'new-account');

      // A refused form answers in its frame: still the portal (header and all), each problem beside its field.
      const account = newAccount('Nova');
      await fillNewAccount(frame(page), account, 'outra-senha-qualquer');
      await frame(page).getByText(SPEC_MISMATCH).waitFor();
      expect(new URL(page.url()).pathname, 'still the portal page').toBe('/admin/varejistas/novo');
      await page.getByRole('banner').getByRole('button', { name: /Alice/ }).waitFor();
      await expect(frame(page).getByLabel('Razão social'), 'kept').toHaveValue(account.razaoSocial);
      await checkScreen(page, 'new-account-refused');
      // A bad CNPJ only: the error beside it, in pt-BR, and nothing typed is lost (the passwords neither).
      await frame(page).getByLabel('CNPJ (opcional)').fill('123');
      await fillNewAccount(frame(page), account);
      await frame(page).getByText('CNPJ inválido.').waitFor();
      await expect(frame(page).getByLabel('Repita a senha'), 'password kept').toHaveValue(account.password);
      expect(new URL(page.url()).pathname, 'still the portal page').toBe('/admin/varejistas/novo');
      await frame(page).getByLabel('CNPJ (opcional)').fill('');
      await frame(page).getByRole('button', { name: 'Cadastrar conta' }).click();
      await page.waitForURL(/\/admin\/varejistas\/\d+\/usuarios\?conta=criada$/);
      await frame(page).getByText('Conta cadastrada.').waitFor();
      await frame(page).getByRole('cell', { name: account.email, exact: true }).waitFor();

      await page.goto(`${url}/contas-cadastradas`);
      await table.getByRole('cell', { name: account.nickname, exact: true }).waitFor();

      await forgetSession(page);
      await signIn(page, url, account.email, account.password);
      await page.getByRole('button', { name: /Eva/ }).first().waitFor();
    },
  },
  {
    name: 'account: a shipper changes e-mail preferences, finance info and password, and signs in again with the new password',
    async run({ page, url }) {
      const account = newAccount('Perfil');
      await registerAccount(page, url, account);
      await signIn(page, url, account.email, account.password, '/perfil');
      await expect(page, 'title').toHaveTitle('Preferências do usuário | Box');
      const success = page.getByRole('checkbox', { name: 'Comprovantes de entrega com sucesso' });
      await success.waitFor();
      await checkScreen(page, 'profile');

      // A second browser signed in as the same person: the password change must end its session.
      const other = await page.context().browser()!.newContext({ locale: 'pt-BR' });
      const otherPage = await other.newPage();
      await signIn(otherPage, url, account.email, account.password);

      const before = await success.isChecked();
      await success.setChecked(!before);
      await page.getByRole('button', { name: 'Salvar preferências' }).click();
      await page.getByRole('status').filter({ hasText: SAVED }).first().waitFor();
      await page.reload();
      await success.waitFor();
      expect(await success.isChecked(), 'the choice survives a reload (GET /me)').toBe(!before);

      const finance = page.getByRole('form', { name: 'Dados financeiros da empresa' });
      await finance.getByLabel(/^CNPJ/).waitFor();
      await finance.getByLabel(/^CNPJ/).fill('12345678000195');
      await finance.getByLabel(/^Razão social/).fill(account.razaoSocial);
      await finance.getByLabel(/^CEP/).fill('01310100');
      await finance.getByLabel(/^Número/).fill('1578');
      await finance.getByLabel(/^Nome/).fill(account.userName);
      await finance.getByLabel(/^E-mail/).fill(`financeiro-${account.email}`);
      await finance.getByLabel(/^Telefone/).fill('11934567890');
      await finance.getByRole('button', { name: 'Salvar dados' }).click();
      await finance.getByRole('status').filter({ hasText: SAVED }).waitFor();
      await page.reload();
      await expect
        .poll(
          async () =>
            (await finance
              .getByLabel(/^CNPJ/)
              .inputValue()
              .catch(() => '')) === '12.345.678/0001-95',
          { message: 'the profile shows the finance info on file' },
        )
        .toBe(true);

      const password = page.getByRole('form', { name: 'Alterar senha' });
      const newPassword = `${account.password}-nova`;
      await password.getByLabel(/^Nova senha/).fill(newPassword);
      await password.getByLabel(/^Repita a nova senha/).fill(`${newPassword}-x`);
      await password.getByRole('button', { name: 'Alterar senha' }).click();
      await password.getByRole('alert').filter({ hasText: SPEC_MISMATCH }).waitFor();
      await checkScreen(page, 'profile-password-refused', { scrollTo: password });
      await password.getByLabel(/^Nova senha/).fill('curta');
      await password.getByLabel(/^Repita a nova senha/).fill('curta');
      await password.getByRole('button', { name: 'Alterar senha' }).click();
      await password.getByRole('alert').filter({ hasText: SPEC_TOO_SHORT }).waitFor();
      await password.getByLabel(/^Senha atual/).fill(account.password);
      await password.getByLabel(/^Nova senha/).fill(newPassword);
      await password.getByLabel(/^Repita a nova senha/).fill(newPassword);
      await password.getByRole('button', { name: 'Alterar senha' }).click();
      await password.getByRole('status').filter({ hasText: SAVED }).waitFor();

      expect((await otherPage.request.get(`${url}/jade/api/me`)).status(), 'the other session ended').toBe(
        401,
      );
      await other.close();
      expect((await page.request.get(`${url}/jade/api/me`)).status(), 'this session goes on').toBe(200);

      await forgetSession(page);
      await page.goto(`${url}/perfil`);
      await page.waitForURL(/\/entrar\?redirect=/);
      await frame(page).getByLabel('E-mail').fill(account.email);
      await frame(page).getByLabel('Senha').fill(account.password);
      await frame(page).getByRole('button', { name: 'Entrar' }).click();
      // A refused login stays on the portal's /entrar: the reason and the form are in its frame.
      await frame(page).getByRole('alert').filter({ hasText: 'E-mail ou senha incorretos.' }).waitFor();
      await frame(page).getByLabel('Senha').fill(newPassword);
      await frame(page).getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((u) => u.pathname === '/perfil');
      await success.waitFor();
    },
  },
  {
    name: 'account: a shipper is refused every admin page',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026');
      for (const path of [
        '/contas-cadastradas',
        '/admin/comprovantes',
        '/admin/varejistas/3154/usuarios',
        '/admin/varejistas/5100/comprovantes',
        '/admin/varejistas/novo',
      ]) {
        await page.goto(`${url}${path}`);
        await page.waitForURL((u) => u.pathname === '/not-found');
        await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
      }
      // The server checks too: its pages and API refuse whoever reaches them without the host.
      for (const path of [
        '/admin/varejistas/novo',
        '/admin/comprovantes',
        '/admin/varejistas/5100/usuarios',
      ]) {
        const response = await page.goto(`${url}/_ssr${path}`);
        expect(response?.status(), `status of /_ssr${path}`).toBe(404);
        await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
      }
      await checkScreen(page, 'legacy-not-found');
      expect((await page.request.get(`${url}/jade/api/retailers`)).status(), 'GET /retailers').toBe(403);
    },
  },
  {
    name: 'account: a shipper opens the legacy pages: history, a requested order, receipts, old home, old profile, proofs',
    async run({ page, url }) {
      await signIn(page, url, 'ana@mercado.example', 'mercado-2026', '/spots');
      await expect(page, 'title').toHaveTitle('Histórico | Box');
      const history = frame(page).getByRole('table');
      const firstOs = history.getByRole('row').nth(1).getByRole('link').first();
      await firstOs.waitFor();
      await checkLegacyScreen(page, 'history');
      const os = (await firstOs.textContent())?.trim() ?? '';
      await firstOs.click();
      await page.waitForURL((u) => u.pathname === `/pedidos/acompanhe/${os}`);
      // The OS link led the whole window to the order's tracking page; let it settle before the next address.
      await page.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' }).last().waitFor();

      await page.goto(`${url}/spots/${os}/requested/`);
      await frame(page).getByText(`A OS ${os} foi registrada.`).waitFor();
      await checkLegacyScreen(page, 'spot-requested');

      await page.goto(`${url}/comprovantes`);
      await frame(page).getByLabel('Status').selectOption({ label: 'Insucesso' });
      await frame(page).getByRole('button', { name: 'Buscar' }).click();
      await page.waitForURL(
        (u) => u.pathname === '/comprovantes' && u.searchParams.get('status') === 'failure',
      );
      const receipts = frame(page).getByRole('table');
      await receipts.getByText('Insucesso').first().waitFor();
      await checkLegacyScreen(page, 'receipts');
      const proof = receipts.getByRole('link', { name: /^#/ }).first();
      const proofPath = (await proof.getAttribute('href')) ?? '';
      const podId = proofPath.split('/').pop();

      await page.goto(`${url}/pods/${podId}`);
      await frame(page).getByRole('link', { name: 'Abrir o comprovante completo' }).click();
      await page.waitForURL((u) => u.pathname === proofPath);

      await page.goto(`${url}/inicio`);
      await frame(page).getByRole('heading', { name: 'Olá, Ana' }).waitFor();
      await checkLegacyScreen(page, 'old-home');

      await page.goto(`${url}/perfil/notificacoes`);
      await frame(page).getByRole('checkbox', { name: 'Atualizações de status das solicitações' }).waitFor();
      await checkLegacyScreen(page, 'legacy-notifications');
      await page.goto(`${url}/perfil/senha`);
      await frame(page).getByLabel('Senha atual').fill('mercado-2026');
      await frame(page).getByLabel('Repita a nova senha').fill('outra');
      await frame(page).getByLabel('Nova senha', { exact: true }).fill('uma-senha');
      await frame(page).getByRole('button', { name: 'Alterar senha' }).click();
      // The refusal answers in the frame: the portal's header stays.
      await frame(page).getByRole('alert').filter({ hasText: SPEC_MISMATCH }).waitFor();
      expect(new URL(page.url()).pathname, 'still the portal page').toBe('/perfil/senha');
      await page.getByRole('banner').waitFor();

      await page.goto(`${url}/comunicado-2023-04-10`);
      await page.getByText('O conteúdo deste comunicado não está disponível.').waitFor();
      await checkScreen(page, 'announcement');
      await page.goto(`${url}/jade/blank`);
      await expect(page, 'blank page title').toHaveTitle('Página em branco | Box');
      await expect
        .poll(
          // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees (textContent also reads <style>)
          async () => (await page.locator('body').innerText()).trim() === '',
          { message: 'the blank page is blank once it loaded' },
        )
        .toBe(true);
    },
  },
];
