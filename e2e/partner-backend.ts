// The integrator's side of the two-site tests: an API key made through the portal's API by the account's admin,
// calls with that key as an ERP's server makes them, and the sample backend (examples/partner-backend/server.mjs)
// started with it on `localhost`, another site than the portal's 127.0.0.1, so no portal cookie ever reaches it.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { API_SCOPE_LABELS, type ApiScope } from '@box/core/catalogues';
import { type APIRequestContext, request } from '@playwright/test';
import type { Page } from 'playwright-core';
import { postLoginForm, signIn } from './support/login';
import { freePort } from './support/product';

const SERVER = fileURLToPath(new URL('../examples/partner-backend/server.mjs', import.meta.url));

export const ANA = { email: 'ana@mercado.example', password: 'mercado-2026' };

/** Signs in through the portal's login form with its own cookie jar (never the test's browser context). */
async function signedIn(url: string, user: typeof ANA): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await request.newContext({ baseURL: url });
  const cookies = await postLoginForm(api, url, user);
  // The session's own CSRF token is in the box_csrf cookie once signed in.
  const csrf = decodeURIComponent(cookies.find((c) => /box_csrf$/.test(c.name))?.value ?? '');
  return { api, csrf };
}

/** An API key of ana's account, made as she would in /perfil → Integrações; returns its secret (box_sk_…). */
export async function createApiKey(url: string, scopes: ApiScope[]): Promise<string> {
  const { api, csrf } = await signedIn(url, ANA);
  try {
    const response = await api.post('/jade/api/integrations/api-keys', {
      data: { name: 'ERP Exemplo (e2e)', scopes },
      headers: { Origin: url, 'X-CSRF-Token': csrf },
    });
    if (response.status() !== 201 && response.status() !== 200)
      throw new Error(`POST /integrations/api-keys: ${response.status()} ${await response.text()}`);
    const created = (await response.json()) as { secret: string };
    return created.secret;
  } finally {
    await api.dispose();
  }
}

/**
 * The same key made by hand, as the admin does it: /perfil → Integrações → 'Criar chave', the scopes ticked, the
 * secret read from the dialog that shows it once. The page stays signed in to the portal afterwards.
 */
export async function createApiKeyInPortal(page: Page, url: string, scopes: ApiScope[]): Promise<string> {
  await signIn(page, url, ANA.email, ANA.password, '/perfil');
  await page
    .getByRole('region', { name: 'Integrações' })
    .getByRole('button', { name: 'Criar chave' })
    .click();
  const form = page.getByRole('dialog', { name: 'Criar chave de API' });
  await form.getByLabel('Nome da chave').fill('ERP Exemplo (e2e)');
  for (const scope of scopes) await form.getByLabel(API_SCOPE_LABELS[scope]).check();
  await form.getByRole('button', { name: 'Criar chave' }).click();
  const shown = page.getByRole('dialog', { name: 'Chave de API criada' });
  const secret = await shown.getByLabel('Chave de API').inputValue();
  await shown.getByRole('button', { name: 'Já copiei' }).click();
  await shown.waitFor({ state: 'detached' });
  return secret;
}

/** Calls /jade/api as an ERP's server does: the key as a bearer header, no cookie, no CSRF token, no Origin. */
export async function keyApi(url: string, key: string) {
  const api = await request.newContext({
    baseURL: `${url}/jade/api/`,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  const read = async <T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> => {
    const response = await api[method](path, data === undefined ? {} : { data });
    if (!response.ok())
      throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => read<T>('get', path),
    post: <T>(path: string, data: unknown) => read<T>('post', path, data),
    dispose: () => api.dispose(),
  };
}

export interface PartnerBackend {
  /** http://localhost:<port>: another site than the portal's http://127.0.0.1:<port>. */
  url: string;
  /** What the sample backend printed (its webhook verifications among it). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts examples/partner-backend/server.mjs as docs/integrations.md says, with the key (and the webhook secret),
 * on `port` when a webhook endpoint already names it.
 */
export async function startPartnerBackend(
  boxUrl: string,
  env: { BOX_API_KEY: string; BOX_WEBHOOK_SECRET?: string },
  port?: number,
): Promise<PartnerBackend> {
  port ??= await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, BOX_URL: boxUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 10_000;
  while (!output.includes('partner backend on')) {
    if (child.exitCode !== null) throw new Error(`the sample backend exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the sample backend did not start in 10 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** What the page shows, its elements' shadow roots included: a failed test prints it beside the backend's output. */
async function shownText(page: Page): Promise<string> {
  try {
    return await page.evaluate(() => {
      const shadows = [...document.querySelectorAll('*')]
        .filter((el) => el.shadowRoot)
        .map(
          (el) => `<${el.localName}>: ${(el.shadowRoot as ShadowRoot).textContent?.trim().slice(0, 1000)}`,
        );
      return [document.body?.textContent?.trim().slice(0, 1000), ...shadows].join('\n');
    });
  } catch (error) {
    return `(could not read the page: ${String(error)})`;
  }
}

/**
 * A key of ana's with `scopes`, the sample backend holding it, the test, then the backend stopped whatever
 * happened. Should the test fail, what the backend printed and what the page showed go beside the failure.
 */
export async function withBackend(
  { page, boxUrl, scopes }: { page: Page; boxUrl: string; scopes: ApiScope[] },
  run: (backend: PartnerBackend, key: string) => Promise<void>,
) {
  const key = await createApiKey(boxUrl, scopes);
  const backend = await startPartnerBackend(boxUrl, { BOX_API_KEY: key });
  try {
    await run(backend, key);
  } catch (error) {
    console.error(`sample backend output:\n${backend.output()}`);
    console.error(`the page at ${page.url()} showed:\n${await shownText(page)}`);
    throw error;
  } finally {
    await backend.stop();
  }
}
