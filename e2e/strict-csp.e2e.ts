// Every Box element on a partner's page under a strict Content-Security-Policy (issue 17): a shop on `localhost`
// (another site than the portal's 127.0.0.1) whose policy has no 'unsafe-inline' and no blob: worker
// (e2e/strict-csp-site.ts, the directives REFERENCE.md lists). Each element renders styled, the maps are really
// drawn by maplibre's CSP build with the worker the shop serves itself, the map stage keeps a sane height, and
// the page refuses nothing (the page's own `securitypolicyviolation` listener, e2e/page-watch.ts, hears every
// refusal; the runner fails a test on any). Signed-in elements carry an embed token made with an API key.
import type { ApiScope } from '@box/core/catalogues';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { manifestElements } from '../scripts/elements/packages';
import type { OrderRow, OrderTrackingAnswer, ShipmentAnswer } from './api';
import { screenshotBothWidths } from './browser';
import type { PageWatch } from './page-watch';
import { ANA, createApiKey, keyApi } from './partner-backend';
import type { E2ETest } from './specs';
import { type StrictCspSite, startStrictCspSite, WORKER_PATH } from './strict-csp-site';
import { expectReloadFromCache, REACT_CHUNK, recordFetches } from './support/fetches';
import { addManually, chooseVehicleAndQuote, scheduleTomorrow } from './wizard';

const SCOPES: ApiScope[] = ['orders:create', 'orders:read', 'billing:read'];
/** The offline map style's land colour (packages/server/src/map/offline-style.ts): what a drawn map shows most. */
const LAND = [0xee, 0xf0, 0xea] as const;

type Box = Awaited<ReturnType<typeof keyApi>>;

/** The demo data the public elements show, found with the key as the shop's server would. */
async function publicData(box: Box) {
  const { orders } = await box.get<{ orders: OrderRow[] }>(
    `orders/status?since=${encodeURIComponent('72 hours ago')}`,
  );
  const found: { orderToken?: string; onItsWay?: string; unrated?: string; proofToken?: string } = {};
  for (const order of orders.filter((o) => o.status === 'IN_PROGRESS' || o.status === 'FINISHED')) {
    const tracking = await box.get<OrderTrackingAnswer>(`orders/${order.id}/tracking`);
    if (order.status === 'IN_PROGRESS' && tracking.publicToken) found.orderToken ??= tracking.publicToken;
    for (const stop of tracking.stops) {
      const proof = stop.pods.find((p) => p.link.startsWith('/comprovantes/publico/'));
      if (proof) found.proofToken ??= proof.link.slice('/comprovantes/publico/'.length);
      if (!stop.sharing) continue;
      const shipment = await box.get<ShipmentAnswer>(
        `shipments/by-hash/${encodeURIComponent(stop.sharing.token)}/tracking`,
      );
      if (shipment.status === 'PENDING' || shipment.status === 'IN_TRANSIT')
        found.onItsWay ??= stop.sharing.token;
      if (shipment.status === 'DELIVERED' && shipment.requestRating && !shipment.rating)
        found.unrated ??= stop.sharing.token;
    }
    if (found.orderToken && found.onItsWay && found.unrated && found.proofToken) break;
  }
  const missing = Object.entries({ ...{ orderToken: 0, onItsWay: 0, unrated: 0, proofToken: 0 }, ...found })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new Error(`the demo data lacks: ${missing.join(', ')}`);
  return found as Required<typeof found>;
}

/** The page of one element on the shop, with the portal's standalone bundle of that tag. */
function elementPage(site: StrictCspSite, boxUrl: string, tag: string, attributes: Record<string, string>) {
  const element = manifestElements().find((e) => e.tag === tag);
  if (!element) throw new Error(`<${tag}> is not in any custom-elements.json`);
  return site.pageUrl(`${element.folder}/${element.standalone}`, tag, {
    'api-base': `${boxUrl}/jade/api`,
    ...attributes,
  });
}

/** Share of a PNG's pixels within 3 of `colour`, decoded in a blank tab (the shop's page is left alone). */
async function shareOfColour(page: Page, png: Buffer, colour: readonly number[]): Promise<number> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ bytes, colour }) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        g.drawImage(bitmap, 0, 0);
        const data = g.getImageData(0, 0, canvas.width, canvas.height).data;
        let near = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ([0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (colour[c] ?? 0)) <= 3)) near++;
        }
        return near / (data.length / 4);
      },
      { bytes: [...png], colour: [...colour] },
    );
  } finally {
    await blank.close();
  }
}

/**
 * The map inside `scope` is drawn: maplibre's CSS applies (its container clips, its canvas is positioned), the
 * stage is a sane height (issue 17 saw it grow to 4,851 px without maplibre's CSS), and the canvas shows the
 * style's land (a canvas maplibre never drew is transparent over the map's grey box).
 */
async function expectMapDrawn(page: Page, scope: Locator, name: string) {
  const canvas = scope.locator('canvas.maplibregl-canvas');
  await canvas.waitFor({ timeout: 30_000 });
  const layout = await canvas.evaluate((node) => {
    const container = node.closest('.maplibregl-map') as HTMLElement;
    const box = node.closest('.box-map') as HTMLElement;
    return {
      container: getComputedStyle(container).overflow,
      canvas: getComputedStyle(node).position,
      stage: box.getBoundingClientRect().height,
      viewport: innerHeight,
    };
  });
  expect(layout.container, `${name}: maplibre's CSS clips the map`).toBe('hidden');
  expect(layout.canvas, `${name}: maplibre's CSS positions the canvas`).toBe('absolute');
  expect(layout.stage, `${name}: the map stage's height (${layout.stage} px)`).toBeGreaterThan(150);
  expect(layout.stage, `${name}: the map stage's height (${layout.stage} px)`).toBeLessThanOrEqual(
    Math.max(layout.viewport, 900),
  );
  await expect
    .poll(async () => shareOfColour(page, await canvas.screenshot(), LAND), {
      message: `${name}: the canvas shows the map style's land`,
      timeout: 20_000,
    })
    .toBeGreaterThan(0.3);
  // The worker is the shop's own file, not a blob: (which the policy would have refused, and the watch heard).
  expect(
    await page.evaluate(
      (path) => performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname === path),
      WORKER_PATH,
    ),
    `${name}: maplibre's worker came from the shop (${WORKER_PATH})`,
  ).toBe(true);
}

/**
 * What every element must show on the strict page: its shadow root styled by adopted sheets, no <style> element
 * anywhere in it, and not one refusal so far.
 */
async function expectStyledWithoutRefusals(el: Locator, watch: PageWatch, tag: string) {
  const seen = await el.evaluate((node) => {
    const root = node.shadowRoot as ShadowRoot;
    const inner = root.querySelector('.box-root') as HTMLElement;
    return {
      adopted: root.adoptedStyleSheets.length,
      styleElements: root.querySelectorAll('style').length,
      font: getComputedStyle(inner).fontFamily,
    };
  });
  expect(seen.adopted, `<${tag}> adopted its sheets`).toBeGreaterThan(0);
  expect(seen.styleElements, `<${tag}>: no <style> element in its shadow root`).toBe(0);
  expect(seen.font, `<${tag}> is styled (its own font, not the shop's Georgia)`).not.toMatch(/Georgia/);
  expect(watch.cspViolations, `<${tag}>: the page refused nothing`).toEqual([]);
}

const adoptedCount = (el: Locator) => el.evaluate((node) => node.shadowRoot?.adoptedStyleSheets.length ?? 0);

interface CspCase {
  tag: string;
  attributes(data: Awaited<ReturnType<typeof publicData>>, token: string): Record<string, string>;
  /** The element showing its data, its lazily loaded parts opened where it has some. */
  ready(el: Locator, page: Page, watch: PageWatch): Promise<void>;
}

const WORKER = { 'map-worker-url': WORKER_PATH };

const MAP_CASES: CspCase[] = [
  {
    tag: 'box-order-tracking',
    attributes: (d) => ({ token: d.orderToken, ...WORKER }),
    async ready(el, page) {
      await el.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' }).waitFor();
      // The lazily loaded tabs under the summary (their sheets come with their chunk).
      await el.getByRole('tab', { name: 'Informações da rota' }).click();
      await expectMapDrawn(page, el, '<box-order-tracking>');
    },
  },
  {
    tag: 'box-shipment-tracking',
    attributes: (d) => ({ hash: d.onItsWay, ...WORKER }),
    async ready(el, page) {
      await el.getByRole('heading', { name: 'Rastreamento da Remessa' }).waitFor();
      await el.getByRole('tab', { name: 'Comprovante do serviço' }).click();
      await expectMapDrawn(page, el, '<box-shipment-tracking>');
    },
  },
  {
    tag: 'box-proof-of-delivery',
    attributes: (d) => ({ token: d.proofToken, ...WORKER }),
    async ready(el, page) {
      await el
        .getByRole('heading', { name: /Comprovante/ })
        .first()
        .waitFor();
      await expectMapDrawn(page, el, '<box-proof-of-delivery>');
    },
  },
  {
    tag: 'box-billing-statement',
    attributes: (_d, token) => ({ 'auth-token': token, ...WORKER }),
    async ready(el, page) {
      await el.getByRole('tab').first().waitFor();
      // The previous month is closed and has orders; one opens with its itinerary on a map.
      const months = el.getByRole('tablist', { name: 'Meses do extrato' }).getByRole('tab');
      await months.nth(4).click();
      const open = el.getByRole('button', { name: /^Abrir a OS/ }).first();
      await open.waitFor();
      await open.click();
      const dialog = el.getByRole('dialog');
      await dialog.waitFor();
      await expectMapDrawn(
        page,
        dialog.getByRole('region', { name: 'Mapa do itinerário' }),
        '<box-billing-statement>',
      );
    },
  },
];

const OTHER_CASES: CspCase[] = [
  {
    tag: 'box-order-monitoring',
    attributes: (_d, token) => ({ 'auth-token': token }),
    ready: (el) => el.getByRole('table').locator('tbody tr').first().waitFor(),
  },
  {
    tag: 'box-spot-wizard',
    attributes: (_d, token) => ({ 'auth-token': token }),
    async ready(el, page) {
      await el.getByRole('textbox', { name: /Chave de acesso/ }).waitFor();
      // Steps 2 and 3 are lazy parts that adopt their own sheets when they mount.
      const before = await adoptedCount(el);
      await scheduleTomorrow(page);
      await addManually(page, `CSP-${Date.now().toString(36).toUpperCase()}`, '01310-100', '1500');
      await chooseVehicleAndQuote(page, { vehicle: /Fiorino/, goodsValue: '900,00' });
      await el.getByRole('button', { name: 'Finalizar pedido' }).waitFor();
      expect(await adoptedCount(el), 'the later steps adopted their sheets').toBeGreaterThan(before);
    },
  },
  {
    tag: 'box-finance-info',
    attributes: (_d, token) => ({ 'auth-token': token }),
    ready: (el) => el.getByLabel('Razão social').waitFor(),
  },
  {
    tag: 'box-fiscal-documents-upload',
    attributes: (_d, token) => ({ 'auth-token': token }),
    ready: (el) => el.locator('input[type="file"]').waitFor({ state: 'attached' }),
  },
  {
    tag: 'box-rating-modal',
    attributes: (d) => ({ hash: d.unrated, open: '' }),
    ready: (el) => el.getByRole('dialog').getByRole('radio').first().waitFor(),
  },
  {
    tag: 'box-profile',
    attributes: (_d, token) => ({ 'auth-token': token }),
    async ready(el) {
      await el.getByText('Sua conta').first().waitFor();
      // ana is her account's admin: 'Integrações' is a lazy section that adopts its own sheet when its chunk
      // arrives (the profile's first sheets do not hold it). With an embed token its calls are refused (keys are
      // managed in the portal only), which it says inside its styled layout.
      const section = el.getByRole('region', { name: 'Integrações' });
      await section.getByText('Chaves de API').first().waitFor();
      const display = await section.evaluate((node) => getComputedStyle(node).display);
      expect(display, "'Integrações' is laid out by its own adopted sheet").toBe('grid');
    },
  },
  {
    tag: 'box-registered-accounts',
    attributes: (_d, token) => ({ 'auth-token': token }),
    // The super admin's screen: ana's token gets its styled 'Acesso restrito'.
    ready: (el) => el.getByText('Acesso restrito').waitFor(),
  },
];

async function runCases(
  cases: CspCase[],
  { page, url, watch }: { page: Page; url: string; watch: PageWatch },
) {
  const key = await createApiKey(url, SCOPES);
  const box = await keyApi(url, key);
  const site = await startStrictCspSite(url);
  try {
    const data = await publicData(box);
    for (const c of cases) {
      // A fresh token per page, for the shop's origin, as its backend mints them.
      const { token } = await box.post<{ token: string }>('embed-tokens', {
        userEmail: ANA.email,
        origin: site.url,
      });
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(elementPage(site, url, c.tag, c.attributes(data, token)));
      expect(new URL(page.url()).hostname, 'the shop is on localhost').toBe('localhost');
      const el = page.locator(c.tag).first();
      await c.ready(el, page, watch).catch(async (error: Error) => {
        const text = await el.evaluate((node) => node.shadowRoot?.textContent ?? '').catch(() => '');
        throw new Error(
          `${error.message}\n    <${c.tag}> shows: ${text.slice(0, 400)}\n    refused: ${watch.cspViolations.join(' | ')}`,
        );
      });
      await expectStyledWithoutRefusals(el, watch, c.tag);
      await screenshotBothWidths(page, `strict-csp-${c.tag}`);
      expect(watch.cspViolations, `<${c.tag}> at both widths: the page refused nothing`).toEqual([]);
    }
  } finally {
    await site.stop();
    await box.dispose();
  }
}

/**
 * Issue 17's "done when": three elements on a strict-CSP shop with one script tag (the loader), signed in with an
 * embed token, the map drawn; React's chunk fetched once; a reload fetches none of the build's files again.
 */
async function threeElementsThroughTheLoader({
  page,
  url,
  watch,
}: {
  page: Page;
  url: string;
  watch: PageWatch;
}) {
  const key = await createApiKey(url, SCOPES);
  const box = await keyApi(url, key);
  const site = await startStrictCspSite(url);
  try {
    const data = await publicData(box);
    const { token } = await box.post<{ token: string }>('embed-tokens', {
      userEmail: ANA.email,
      origin: site.url,
    });
    const apiBase = `${url}/jade/api`;
    const fetches = await recordFetches(await page.context().newCDPSession(page));
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(
      site.loaderPageUrl([
        { tag: 'box-order-monitoring', attributes: { 'api-base': apiBase, 'auth-token': token } },
        { tag: 'box-billing-statement', attributes: { 'api-base': apiBase, 'auth-token': token, ...WORKER } },
        { tag: 'box-order-tracking', attributes: { 'api-base': apiBase, token: data.orderToken, ...WORKER } },
      ]),
    );
    const monitoring = page.locator('box-order-monitoring');
    const billing = page.locator('box-billing-statement');
    const tracking = page.locator('box-order-tracking');
    const allShowTheirData = async () => {
      await monitoring.getByRole('table').locator('tbody tr').first().waitFor({ timeout: 30_000 });
      await billing.getByRole('tablist', { name: 'Meses do extrato' }).waitFor();
      await tracking.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' }).waitFor();
    };
    await allShowTheirData();
    await tracking.getByRole('tab', { name: 'Informações da rota' }).click();
    await expectMapDrawn(page, tracking, '<box-order-tracking> through the loader');
    for (const [tag, el] of [
      ['box-order-monitoring', monitoring],
      ['box-billing-statement', billing],
      ['box-order-tracking', tracking],
    ] as const)
      await expectStyledWithoutRefusals(el, watch, tag);
    await screenshotBothWidths(page, 'strict-csp-loader-three-elements');

    const first = fetches.all();
    expect(
      first.filter((f) => REACT_CHUNK.test(f.url)).map((f) => f.url),
      "React's chunk, once",
    ).toHaveLength(1);
    expect(
      first.filter((f) => f.url.includes('/widgets/')).map((f) => f.url),
      'nothing from the standalone bundles',
    ).toEqual([]);

    await expectReloadFromCache(page, fetches, allShowTheirData);
    expect(watch.cspViolations, 'the page refused nothing').toEqual([]);
  } finally {
    await site.stop();
    await box.dispose();
  }
}

export const strictCspSpecs: E2ETest[] = [
  {
    name: 'strict CSP + loader: three signed-in elements with one script on a shop, React fetched once, the map drawn, nothing refused, a reload fetches nothing again',
    run: threeElementsThroughTheLoader,
  },
  {
    name: "strict CSP: the map elements draw their maps on a shop with style-src 'self' and worker-src 'self' (maplibre's CSP worker from the shop), refusing nothing",
    run: (ctx) => runCases(MAP_CASES, ctx),
  },
  {
    name: "strict CSP: every other element renders styled on a shop with style-src 'self', refusing nothing",
    run: (ctx) => runCases(OTHER_CASES, ctx),
  },
];
