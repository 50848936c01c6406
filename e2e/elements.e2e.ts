// Every custom element on a plain page of another origin (the partner site, a second port on 127.0.0.1, serving
// the packages' examples/<tag>.html with one script tag pointing at the product): it renders, takes its
// attributes, emits its events, survives a move in the DOM, keeps its state apart from a second instance,
// gives an attribute's default back when the attribute goes, and a hostile page stylesheet does not change it.
// Signed-in elements first meet the page without a session: they say so ('Você não está conectado.', with a link
// to the portal's sign-in) and emit box:session-expired once; after signing in to the portal, 'Tentar novamente'
// loads them. One page per element. (Another site, with embed tokens instead of cookies: integrators.e2e.ts.)
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FISCAL_FIXTURES_DIR } from '@box/server';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { manifestElements } from '../scripts/elements/packages';
import { findOrder, proofsOf, shipmentByHash } from './api';
import { screenshotBothWidths } from './browser';
import type { E2EContext, E2ETest } from './specs';
import { forgetSession, signInDirect } from './support/login';
import { settled } from './support/settled';

const ANA = { email: 'ana@mercado.example', password: 'mercado-2026' };
const ADMIN = { email: 'admin@box.example', password: 'box-admin-2026' };
const NOTICE = 'Entre no portal Box para ver este conteúdo.';
const NOT_SIGNED_IN = 'Você não está conectado.';

interface Case {
  tag: string;
  /** Signed in as this user (after the no-session check); public elements get data found as ana, then no cookie. */
  user?: typeof ANA;
  /** Attribute values for the page's address (?name=value), found through the API as ana. */
  query?(page: Page, url: string): Promise<Record<string, string>>;
  /** The element showing its data. */
  ready(el: Locator): Promise<void>;
  /** A change of state in one instance, and whether an instance shows it. */
  state: { change(el: Locator): Promise<void>; shows(el: Locator): Promise<boolean> };
  /** Makes the element emit an event; the event's type and what its detail must satisfy. */
  event?(el: Locator, ctx: E2EContext): Promise<{ type: string; detail(d: unknown): boolean }>;
  /** Removes an attribute (after setting it, maybe) and checks that its default is back. */
  reset(el: Locator, ctx: E2EContext): Promise<void>;
  /** This element calls nothing at first, so it cannot tell a missing session until used. */
  noLoadAtStart?: boolean;
  /** The event is the end of the screen under test (a notice, a way back): checked last, after the reset. */
  eventAfterReset?: boolean;
}

/** Removing api-base gives back '/jade/api', which on the partner's page is the partner's own origin. */
async function apiBaseResets(el: Locator, { page, partnerUrl }: E2EContext) {
  const request = page.waitForRequest((r) => r.url().startsWith(`${partnerUrl}/jade/api/`), {
    timeout: 10_000,
  });
  await el.evaluate((node) => node.removeAttribute('api-base'));
  await request;
}

const tab = (el: Locator, name: string | RegExp) => el.getByRole('tab', { name }).first();
const selected = async (el: Locator, name: string | RegExp) =>
  (await tab(el, name).getAttribute('aria-selected')) === 'true';
const typed = (input: Locator) => input.inputValue();

const CASES: Case[] = [
  {
    tag: 'box-order-monitoring',
    user: ANA,
    ready: (el) => el.getByRole('table').locator('tbody tr').first().waitFor(),
    state: {
      change: (el) => el.getByRole('searchbox').fill('sem-resultado-xyz'),
      shows: async (el) => (await typed(el.getByRole('searchbox'))) === 'sem-resultado-xyz',
    },
    async event(el) {
      await el.getByRole('table').getByRole('link').first().click();
      return {
        type: 'box:navigate',
        detail: (d) => /^\/pedidos\/acompanhe\/\d+$/.test((d as { path: string }).path),
      };
    },
    async reset(el, { page }) {
      const since = (text: string) =>
        page.waitForRequest((r) => decodeURIComponent(r.url().replace(/\+/g, ' ')).includes(`since=${text}`));
      const one = since('1 hours ago');
      await el.evaluate((node) => node.setAttribute('since', '1 hours ago'));
      await one;
      const back = since('72 hours ago');
      await el.evaluate((node) => node.removeAttribute('since'));
      await back;
    },
  },
  {
    tag: 'box-spot-wizard',
    user: ANA,
    ready: (el) => el.getByRole('textbox', { name: /Chave de acesso/ }).waitFor(),
    state: {
      change: (el) => el.getByRole('textbox', { name: /Chave de acesso/ }).fill('3526'),
      shows: async (el) =>
        (await typed(el.getByRole('textbox', { name: /Chave de acesso/ }))).includes('3526'),
    },
    reset: apiBaseResets,
  },
  {
    tag: 'box-fiscal-documents-upload',
    user: ANA,
    noLoadAtStart: true,
    ready: (el) => el.locator('input[type="file"]').waitFor({ state: 'attached' }),
    state: {
      async change(el) {
        await el
          .locator('input[type="file"]')
          .setInputFiles(join(FISCAL_FIXTURES_DIR, 'nfe-praca-da-se.xml'));
        await el.locator('[data-status="ok"]').first().waitFor();
      },
      shows: async (el) => (await el.locator('[data-status]').count()) > 0,
    },
    async event(el) {
      // Once a file is read, the page offers to request a spot with it.
      await el.locator('input[type="file"]').setInputFiles(join(FISCAL_FIXTURES_DIR, 'nfe-paulista.xml'));
      await el.locator('.box-fiscal-upload__next').click();
      return { type: 'box:navigate', detail: (d) => (d as { path: string }).path === '/spots/solicitar' };
    },
    async reset(el, { page, partnerUrl }) {
      const request = page.waitForRequest((r) => r.url().startsWith(`${partnerUrl}/jade/api/`));
      await el.evaluate((node) => node.removeAttribute('api-base'));
      await el
        .locator('input[type="file"]')
        .setInputFiles(join(FISCAL_FIXTURES_DIR, 'nfe-alphanumeric-cnpj.xml'));
      await request;
    },
  },
  {
    tag: 'box-finance-info',
    user: ANA,
    ready: (el) =>
      expect
        .poll(
          async () =>
            (await el
              .getByLabel('Razão social')
              .inputValue()
              .catch(() => '')) !== '',
          { message: 'the finance info on file fills the form', timeout: 15_000 },
        )
        .toBe(true),
    state: {
      change: (el) => el.getByLabel('Complemento').fill('Sala 42'),
      shows: async (el) => (await typed(el.getByLabel('Complemento'))) === 'Sala 42',
    },
    async event(el) {
      await el.getByRole('button', { name: 'Salvar dados' }).click();
      return { type: 'box:finance-info-saved', detail: (d) => d === null };
    },
    reset: apiBaseResets,
  },
  {
    tag: 'box-billing-statement',
    user: ANA,
    ready: (el) => el.getByRole('tab').first().waitFor(),
    state: {
      async change(el) {
        const tabs = el.getByRole('tab');
        const count = await tabs.count();
        // Another month than the one open at first.
        for (let i = 0; i < count; i++) {
          if ((await tabs.nth(i).getAttribute('aria-selected')) !== 'true') {
            await tabs.nth(i).click();
            await el.page().waitForTimeout(100);
            return;
          }
        }
      },
      shows: async (el) => (await el.getByRole('tab').first().getAttribute('aria-selected')) === 'true',
    },
    reset: apiBaseResets,
  },
  {
    tag: 'box-order-tracking',
    eventAfterReset: true,
    async query(page, url) {
      const order = await findOrder(page, url, 'IN_PROGRESS', (t) => Boolean(t.publicToken));
      return { token: order.publicToken as string, 'data-order-id': String(order.orderId) };
    },
    ready: (el) => el.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' }).waitFor(),
    state: {
      change: (el) => tab(el, 'Informações da rota').click(),
      shows: (el) => selected(el, 'Informações da rota'),
    },
    async reset(el) {
      // Neither token nor order-id: the page says the OS is unavailable, without calling the API.
      await el.evaluate((node) => node.removeAttribute('token'));
      await el.getByText('OS indisponível para consulta').first().waitFor();
    },
    async event(el) {
      // Signed-in mode on a page without the portal's session: the element says so and emits the event.
      await el.evaluate((node) => node.setAttribute('order-id', node.getAttribute('data-order-id') ?? ''));
      await el.getByText(NOTICE).waitFor();
      // The detail names why (the 401's code): here the page never signed in.
      return {
        type: 'box:session-expired',
        detail: (d) => (d as { code?: string } | null)?.code === 'not_signed_in',
      };
    },
  },
  {
    tag: 'box-shipment-tracking',
    async query(page, url) {
      // A shipment still on its way: a delivered one opens its rating dialog over the page.
      let hash: string | null = null;
      await findOrder(page, url, 'IN_PROGRESS', async (tracking) => {
        for (const stop of tracking.stops) {
          if (!stop.sharing) continue;
          const shipment = await shipmentByHash(page, url, stop.sharing.token);
          if (shipment.status !== 'DELIVERED' && !shipment.requestRating) hash = stop.sharing.token;
          if (hash) return true;
        }
        return false;
      });
      if (!hash) throw new Error('no shipment on its way in the demo data');
      // The element has no WhatsApp number of its own: the page gives one for the anonymous visitor's contact.
      return { hash, whatsapp: '+55 11 91234-5678' };
    },
    ready: (el) => el.getByRole('heading', { name: 'Rastreamento da Remessa' }).waitFor(),
    state: {
      change: (el) => tab(el, 'Comprovante do serviço').click(),
      shows: (el) => selected(el, 'Comprovante do serviço'),
    },
    async event(el) {
      await el.evaluate((node) => node.setAttribute('signed-in', ''));
      await el.getByRole('button', { name: 'Voltar' }).first().click();
      return { type: 'box:close', detail: (d) => d === null };
    },
    async reset(el) {
      // Back to the anonymous visitor's layout: the WhatsApp contact instead of '< Voltar'.
      await el.evaluate((node) => node.setAttribute('signed-in', ''));
      await el.getByRole('button', { name: 'Voltar' }).first().waitFor();
      await el.evaluate((node) => node.removeAttribute('signed-in'));
      await el.getByText('Falar pelo WhatsApp').first().waitFor();
      await expect(
        el.getByRole('button', { name: 'Voltar' }),
        "no '< Voltar' once signed-in is gone",
      ).toHaveCount(0);
    },
  },
  {
    tag: 'box-rating-modal',
    eventAfterReset: true,
    async query(page, url) {
      const hash = await unratedDelivery(page, url);
      return { hash };
    },
    ready: (el) => el.getByRole('dialog').getByRole('radio').first().waitFor(),
    state: {
      // The fifth star. Dispatched rather than clicked, and found by CSS: the second instance's modal dialog lies
      // over the first one's and hides it from the accessibility tree.
      change: (el) => el.locator('input[type="radio"]').nth(4).dispatchEvent('click'),
      shows: (el) => el.locator('input[type="radio"]').nth(4).isChecked(),
    },
    async event(el) {
      await el.getByRole('button', { name: 'Avaliar mais tarde' }).dispatchEvent('click');
      return { type: 'box:close', detail: (d) => d === null };
    },
    async reset(el) {
      // Without `open` the dialog goes, and setting it again brings it back.
      await el.evaluate((node) => node.removeAttribute('open'));
      await expect(el.getByRole('dialog'), 'no dialog without open').toHaveCount(0);
      await el.evaluate((node) => node.setAttribute('open', ''));
      await el.getByRole('dialog').waitFor();
    },
  },
  {
    tag: 'box-proof-of-delivery',
    eventAfterReset: true,
    user: ANA,
    async query(page, url) {
      // A proof whose shipment has an NF-e or CT-e key, so the element also loads its 'Canhoto digital' part.
      for await (const { pod, answer } of proofsOf<{ sefaz: unknown }>(page, url, 'FINISHED')) {
        if (answer.sefaz !== null) return { 'pod-id': pod.id };
      }
      throw new Error('no finished order of ana has a proof with an NF-e or CT-e key');
    },
    ready: async (el) => {
      await el
        .getByRole('heading', { name: /Comprovante/ })
        .first()
        .waitFor();
      // The SEFAZ part is a lazy chunk the element fetches from the portal, from the partner's page.
      await el
        .getByRole('region', { name: 'Canhoto digital' })
        .getByText(/na SEFAZ/)
        .first()
        .waitFor();
    },
    state: {
      change: (el) =>
        el
          .getByRole('textbox', { name: /e-mail/i })
          .first()
          .fill('teste@loja.example'),
      shows: async (el) =>
        (await typed(el.getByRole('textbox', { name: /e-mail/i }).first())) === 'teste@loja.example',
    },
    async reset(el) {
      // Neither pod-id nor token: nothing to show, and a way back.
      await el.evaluate((node) => node.removeAttribute('pod-id'));
      await el
        .getByRole('link', { name: 'Voltar' })
        .or(el.getByRole('button', { name: 'Voltar' }))
        .first()
        .waitFor();
    },
    async event(el) {
      await el
        .getByRole('link', { name: 'Voltar' })
        .or(el.getByRole('button', { name: 'Voltar' }))
        .first()
        .click();
      return { type: 'box:navigate', detail: (d) => (d as { path: string }).path === '/comprovantes' };
    },
  },
  {
    tag: 'box-profile',
    user: ANA,
    ready: (el) => el.getByText('Sua conta').first().waitFor(),
    state: {
      change: (el) => el.getByLabel('Nova senha').first().fill('nova-senha-123'),
      shows: async (el) => (await typed(el.getByLabel('Nova senha').first())) === 'nova-senha-123',
    },
    reset: apiBaseResets,
  },
  {
    tag: 'box-registered-accounts',
    user: ADMIN,
    ready: (el) => el.getByRole('table').locator('tbody tr').first().waitFor(),
    state: {
      change: (el) => el.getByRole('searchbox').or(el.getByRole('textbox')).first().fill('3154'),
      shows: async (el) =>
        (await typed(el.getByRole('searchbox').or(el.getByRole('textbox')).first())) === '3154',
    },
    async event(el) {
      await el.getByRole('table').getByRole('link').first().click();
      return { type: 'box:navigate', detail: (d) => typeof (d as { path: string }).path === 'string' };
    },
    reset: apiBaseResets,
  },
];

/** A delivered shipment of ana's that still asks for a rating. */
async function unratedDelivery(page: Page, url: string): Promise<string> {
  let hash: string | null = null;
  await findOrder(page, url, 'FINISHED', async (tracking) => {
    for (const stop of tracking.stops) {
      if (!stop.sharing) continue;
      const shipment = await shipmentByHash(page, url, stop.sharing.token);
      if (shipment.status === 'DELIVERED' && shipment.requestRating && !shipment.rating) {
        hash = stop.sharing.token;
        return true;
      }
    }
    return false;
  });
  if (!hash) throw new Error('no unrated delivery in the demo data');
  return hash;
}

/** Computed styles of the element's main nodes, to compare before and after a hostile page stylesheet. */
function styleSnapshot(tag: string): string[] {
  const root = document.querySelector(tag)?.shadowRoot;
  if (!root) return ['no shadow root'];
  const nodes = [
    root.querySelector('.box-root'),
    root.querySelector('[part~="header"]'),
    root.querySelector('[part~="button"]'),
    root.querySelector('[part~="table"] td'),
    root.querySelector('p'),
    root.querySelector('input'),
    root.querySelector('h1, h2, h3'),
  ].filter((n): n is Element => n !== null);
  const props = [
    'color',
    'font-family',
    'font-size',
    'font-weight',
    'font-style',
    'line-height',
    'letter-spacing',
    'text-transform',
    'text-align',
    'display',
    'visibility',
    'background-color',
    'border-top-width',
    'padding-top',
    'margin-top',
  ];
  return nodes.map((n) => {
    const style = getComputedStyle(n);
    return `${n.localName}.${n.getAttribute('class') ?? ''}: ${props.map((p) => `${p}=${style.getPropertyValue(p)}`).join(' ')}`;
  });
}

const events = (page: Page, tag: string) =>
  page.evaluate(
    (t) =>
      (
        (window as unknown as { __boxEvents: { type: string; tag: string; detail: unknown }[] })
          .__boxEvents ?? []
      ).filter((e) => e.tag === t),
    tag,
  );

async function runCase(c: Case, ctx: E2EContext) {
  const { page, url, partnerUrl } = ctx;
  const element = manifestElements().find((e) => e.tag === c.tag);
  if (!element) throw new Error(`<${c.tag}> is not in any custom-elements.json`);
  // The page records the element's events as they reach the document.
  await page.addInitScript((types: string[]) => {
    const w = window as unknown as { __boxEvents: { type: string; tag: string; detail: unknown }[] };
    w.__boxEvents = [];
    for (const type of types)
      document.addEventListener(type, (event) =>
        w.__boxEvents.push({
          type,
          tag: (event.target as Element).localName,
          detail: (event as CustomEvent).detail,
        }),
      );
  }, element.events);

  // Data for the attributes, found as ana; public elements then go without any cookie.
  let query: Record<string, string> = {};
  if (c.query) {
    await signInDirect(page, url, ANA);
    query = await c.query(page, url);
    if (!c.user) await forgetSession(page);
  }
  const pageUrl = `${partnerUrl}/examples/${element.folder}/${c.tag}.html?${new URLSearchParams(query)}`;
  const el = page.locator(c.tag).first();

  if (c.user) {
    if (!c.noLoadAtStart) {
      // Without a session: the notice and the event, instead of a blank box.
      await forgetSession(page);
      await page.goto(pageUrl);
      await el.getByText(NOT_SIGNED_IN).waitFor();
      await el.getByText(NOTICE).waitFor();
      await expect(
        el.getByRole('link', { name: /Entrar no portal Box/ }),
        "the notice links to the portal's sign-in",
      ).toHaveAttribute('href', `${url}/entrar`);
      await page.screenshot({
        path: fileURLToPath(new URL(`./screenshots/element-${c.tag}-no-session.png`, import.meta.url)),
      });
      await expect
        .poll(async () => (await events(page, c.tag)).some((e) => e.type === 'box:session-expired'), {
          message: 'box:session-expired reached the page',
        })
        .toBe(true);
      await settled(page);
      expect(
        (await events(page, c.tag)).filter((e) => e.type === 'box:session-expired'),
        'box:session-expired once, however many calls were refused',
      ).toHaveLength(1);
      // The user signs in to the portal in another tab, comes back and retries: the element loads.
      const portal = await page.context().newPage();
      await signInDirect(portal, url, c.user);
      await portal.close();
      await el.getByRole('button', { name: 'Tentar novamente' }).click();
    } else {
      await signInDirect(page, url, c.user);
      await page.goto(pageUrl);
    }
  } else {
    await page.goto(pageUrl);
  }
  expect(new URL(page.url()).origin, 'the page is on the partner origin').toBe(partnerUrl);
  await c.ready(el).catch(async (error: Error) => {
    const text = await el
      .evaluate((node) => node.shadowRoot?.textContent ?? 'no shadow root')
      .catch(() => '');
    throw new Error(`${error.message}\n    <${c.tag}> shows: ${text.slice(0, 400)}`);
  });
  await screenshotBothWidths(page, `element-${c.tag}`);
  await page.setViewportSize({ width: 1366, height: 800 });

  // Its CSS stays inside: nothing in the page's head, no sheet adopted by the document.
  const leaked = await page.evaluate(() => ({
    styles: document.querySelectorAll('style').length,
    adopted: document.adoptedStyleSheets.length,
    h1: getComputedStyle(document.querySelector('h1') as Element).fontFamily,
  }));
  expect(leaked.styles + leaked.adopted, 'no stylesheet of the element in the page').toBe(0);
  expect(leaked.h1, `the page keeps its own font (${leaked.h1})`).toMatch(/Georgia/);

  // A hostile page stylesheet changes nothing inside.
  const before = await page.evaluate(styleSnapshot, c.tag);
  await page.addStyleTag({ url: `${partnerUrl}/examples/hostile.css` });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  const after = await page.evaluate(styleSnapshot, c.tag);
  await page.screenshot({
    path: fileURLToPath(new URL(`./screenshots/element-${c.tag}-hostile.png`, import.meta.url)),
  });
  expect(before.length, `styles sampled (${before.length} nodes)`).toBeGreaterThanOrEqual(2);
  for (const [i, line] of before.entries())
    expect(after[i], `computed style under a hostile page`).toBe(line);
  const buttons = el.getByRole('button');
  if ((await buttons.count()) > 0) await expect(buttons.first(), 'buttons stay visible').toBeVisible();
  await page.evaluate(() => document.querySelector('link[href$="hostile.css"]')?.remove());

  if (!c.eventAfterReset) await emitsItsEvent(c, ctx);

  // A second instance on the page keeps its own state.
  await page.evaluate((tag) => {
    const first = document.querySelector(tag) as HTMLElement;
    const second = first.cloneNode(false) as HTMLElement;
    second.id = 'second';
    first.parentElement?.after(second);
  }, c.tag);
  const second = page.locator(`${c.tag}#second`);
  await c.ready(second);
  await c.state.change(el);
  await expect
    .poll(() => c.state.shows(el), { message: 'the first instance shows its new state' })
    .toBe(true);
  expect(await c.state.shows(second), 'the second instance keeps its own state').toBe(false);

  // Moving the element does not remount it: the same nodes, the same state.
  await page.evaluate((tag) => {
    const first = document.querySelector(tag) as HTMLElement & { __mark?: Element | null };
    const w = window as unknown as { __mark: Element | null | undefined };
    w.__mark = first.shadowRoot?.querySelector('.box-root')?.firstElementChild;
    document.querySelector('main')?.prepend(first);
  }, c.tag);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 50)));
  expect(
    await page.evaluate((tag) => {
      const w = window as unknown as { __mark: Element | null | undefined };
      const first = document.querySelector(tag);
      return Boolean(w.__mark?.isConnected && first?.shadowRoot?.contains(w.__mark));
    }, c.tag),
    'the moved element kept its rendered nodes',
  ).toBeTruthy();
  expect(await c.state.shows(el), 'the moved element kept its state').toBeTruthy();

  // Removing an attribute gives its default back.
  await c.reset(el, ctx);
  if (c.eventAfterReset) await emitsItsEvent(c, ctx);
}

/** The case's event reaches the page with its detail. */
async function emitsItsEvent(c: Case, ctx: E2EContext) {
  if (!c.event) return;
  const { page } = ctx;
  const before = (await events(page, c.tag)).length;
  const expected = await c.event(page.locator(c.tag).first(), ctx);
  await expect
    .poll(
      async () => {
        const seen = (await events(page, c.tag)).slice(before);
        return seen.some((e) => e.type === expected.type && expected.detail(e.detail));
      },
      { message: `<${c.tag}> emitted ${expected.type} with its detail` },
    )
    .toBe(true);
}

// One test per element found in the manifests; an element without a case here fails, so a new one gets one.
export const elementsSpecs: E2ETest[] = manifestElements().map((element) => ({
  name: `elements: <${element.tag}> on another origin (renders, attributes, events, move, two instances, hostile CSS)`,
  async run(ctx) {
    const c = CASES.find((candidate) => candidate.tag === element.tag);
    if (!c) throw new Error(`no end-to-end case for <${element.tag}> in e2e/elements.e2e.ts`);
    await runCase(c, ctx);
  },
}));

elementsSpecs.push({
  name: "elements: Storybook at /storybook/ (demo mode) shows an element's docs page with its attributes and events",
  async run({ page, url }) {
    const built = await page.request.get(`${url}/storybook/index.json`);
    expect(
      built.ok(),
      'storybook-static/ is built (pnpm build-storybook runs before the end-to-end tests)',
    ).toBeTruthy();
    await page.goto(`${url}/storybook/?path=/docs/tracking-box-shipment-tracking--docs`);
    const docs = page.frameLocator('#storybook-preview-iframe');
    // The argTypes table: attributes, JS properties and events of the element, from its docs.
    await docs.getByText('access-key').first().waitFor({ timeout: 30_000 });
    await docs.getByText('box:rated').first().waitFor();
    await docs.getByText('CustomEvent<{ body: RatingBody | null }>').first().waitFor();
    // The element itself renders in the docs page, over its stories' fake API.
    await docs
      .locator('box-shipment-tracking')
      .getByRole('heading', { name: 'Rastreamento da Remessa' })
      .first()
      .waitFor();
    await screenshotBothWidths(page, 'storybook-element-docs');
  },
});

elementsSpecs.push({
  name: 'elements: the REFERENCE.md snippets work as pasted into a plain page of another origin (shipment tracking, signed-in wizard)',
  async run({ page, url, partnerUrl }) {
    await signInDirect(page, url, ANA);
    let hash = '';
    await findOrder(page, url, 'IN_PROGRESS', (t) => {
      hash = t.stops.find((s) => s.sharing)?.sharing?.token ?? '';
      return hash !== '';
    });
    // The partner site serves a bare page of the snippet (e2e/partner-site.ts /reference/…), the shop's shipment
    // hash written in; no cookie at all.
    await forgetSession(page);
    await page.goto(`${partnerUrl}/reference/tracking/box-shipment-tracking.html?hash=${hash}`);
    await page.locator('box-shipment-tracking').getByText('Código de rastreio').first().waitFor();
    await page
      .locator('box-shipment-tracking')
      .getByRole('heading', { name: 'Rastreamento da Remessa' })
      .waitFor();
    // The wizard snippet on an intranet page, the user signed in to the portal.
    await signInDirect(page, url, ANA);
    await page.goto(`${partnerUrl}/reference/spot-wizard/box-spot-wizard.html`);
    await page
      .locator('box-spot-wizard')
      .getByRole('textbox', { name: /Chave de acesso/ })
      .waitFor();
  },
});
