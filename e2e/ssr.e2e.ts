import { expect } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { findOrder, type OrderTrackingAnswer } from './api';
import { screenshotBothWidths } from './browser';
import { checkScreen } from './check-screen';
import type { E2ETest } from './specs';
import { forgetSession, signInDirect } from './support/login';

const ANA = { email: 'ana@mercado.example', password: 'mercado-2026' };
const NO_SUCH_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAA';
/** How long a server-rendered page may take to hydrate on a slow, busy machine (its buttons are disabled until). */
const HYDRATED_WITHIN_MS = 20_000;

/**
 * An order of ana's under way with a public link and a shared shipment still on its way (a delivered one may ask
 * for a rating at once): the links a recipient gets.
 */
async function publicLinks(page: Page, url: string) {
  const order = await findOrder(
    page,
    url,
    'IN_PROGRESS',
    (t) => t.publicToken !== null && t.stops.some((s) => s.sharing !== null && s.status === 'PENDING'),
  );
  const hash = order.stops.find((s) => s.sharing && s.status === 'PENDING')?.sharing?.token;
  if (!order.publicToken || !hash) throw new Error('no shared order under way in the demo data');
  return { order, token: order.publicToken, hash };
}

/** The order page's status, read as a recipient reads it: the OS number and every step of the timeline. */
async function expectOrderRead(page: Page, order: OrderTrackingAnswer) {
  await expect(page.getByRole('heading', { name: 'Rastreamento da Ordem de Serviço' }).first()).toBeVisible();
  await expect(page.getByText(`OS ${order.orderId}`)).toBeVisible();
  const steps = page.getByRole('list', { name: 'Andamento da ordem de serviço' }).getByRole('listitem');
  await expect(steps, 'timeline steps').toHaveCount(order.timeline.length);
  await expect(steps.first()).toBeVisible();
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-BR' });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

// Issue 18 "status before any script": the public tracking links come rendered by the server and hydrate.
export const ssrSpecs: E2ETest[] = [
  {
    name: 'server-rendered tracking: /r/{token} and /rr/{hash} show status and timeline with JavaScript off',
    public: true,
    async run({ page, url }) {
      await signInDirect(page, url, ANA);
      const { order, token, hash } = await publicLinks(page, url);
      const browser = page.context().browser();
      if (!browser) throw new Error('no browser');
      await withoutJavaScript(browser, async (off) => {
        const response = await off.goto(`${url}/r/${token}`);
        expect(response?.status()).toBe(200);
        await expectOrderRead(off, order);
        await expect(off.getByText('ative o JavaScript')).toHaveCount(0);
        // Screenshots only: axe runs in the page, which has no JavaScript here (the hydrated pages get it below).
        await screenshotBothWidths(off, 'ssr-order-tracking-no-js');

        await off.goto(`${url}/rr/${hash}`);
        await expect(off.getByRole('heading', { name: 'Rastreamento da Remessa' }).first()).toBeVisible();
        const steps = off.getByRole('list', { name: 'Andamento da entrega' }).getByRole('listitem');
        expect(await steps.count(), 'shipment timeline steps').toBeGreaterThan(0);
        await screenshotBothWidths(off, 'ssr-shipment-tracking-no-js');

        const missing = await off.goto(`${url}/r/${NO_SUCH_TOKEN}`);
        expect(missing?.status(), 'an unknown link').toBe(404);
        await expect(off.getByText('OS indisponível para consulta')).toBeVisible();
      });
    },
  },
  {
    name: 'server-rendered tracking: with JavaScript the pages hydrate without hydration errors and stay interactive',
    public: true,
    async run({ page, url, watch }) {
      await signInDirect(page, url, ANA);
      const { order, token, hash } = await publicLinks(page, url);
      await forgetSession(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${url}/r/${token}`);
      await expectOrderRead(page, order);
      // Interactive once hydrated: the page's buttons wait for the code disabled (a tap before would do nothing), so
      // a click waits for them as a visitor does. 'Ver detalhes' opens the stops table, then the map opens and
      // closes. (A loop of click-then-check used to click once, see the check come late on a slow machine, and
      // then look for a button the click had already turned into the other.)
      await page.getByRole('button', { name: 'Ver detalhes' }).click({ timeout: HYDRATED_WITHIN_MS });
      await expect(page.getByRole('button', { name: 'Ocultar detalhes' })).toBeVisible();
      await expect(page.locator('table').first().locator('tbody tr')).toHaveCount(order.stops.length);
      await page.getByRole('button', { name: 'Ver no mapa' }).click();
      await page.getByRole('button', { name: 'Fechar mapa' }).click();
      await expect(page.getByRole('button', { name: 'Ver no mapa' })).toBeFocused();
      await checkScreen(page, 'ssr-order-tracking-hydrated');

      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${url}/rr/${hash}`);
      await expect(page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Ver no mapa' }).click({ timeout: HYDRATED_WITHIN_MS });
      await expect(page.getByRole('button', { name: 'Fechar mapa' })).toBeVisible();
      await page.getByRole('button', { name: 'Fechar mapa' }).click();
      await checkScreen(page, 'ssr-shipment-tracking-hydrated');

      // The pages hydrate with their embedded answers (no loading state); the live feed (tracking/live) then asks
      // its own /tracking once after connecting, so requests are not counted here. A page rendered twice would
      // show as a hydration error:
      const hydration = watch.consoleErrors.filter((e) => /hydrat|did not match|recoverable/i.test(e.text));
      expect(hydration.map((e) => e.text).join('\n'), 'hydration errors').toBe('');
    },
  },
];
