// Issue 14 item 19: what a 360 px phone showed wrong. Monitoring scrolled in a small box of its own, the billing
// summary cut off its last columns, 'Preciso de ajuda' covered 'Ver detalhes', and the full-screen map told a
// touch screen to press ESC.
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { findOrder, shipmentByHash } from './api';
import { screenshotBothWidths } from './browser';
import type { E2ETest } from './specs';
import { lastMonthTab } from './support/billing-months';
import { forgetSession, signIn } from './support/login';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;
const PHONE = { width: 360, height: 740 };

/**
 * Every visible button and link of the page that something else covers when it sits at the bottom of the screen
 * (where a control stuck to the bottom would float), as 'text: what covers it'; empty when nothing is covered.
 * Nine points of each control are hit-tested: a launcher over one side of a wide button covers only that side.
 */
async function coveredControls(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (const control of await page.locator('button:visible, a[href]:visible').all()) {
    const found = await control.evaluate((el) => {
      el.scrollIntoView({ block: 'end' });
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom > window.innerHeight || box.top < 0) return null;
      const root = el.getRootNode() as Document | ShadowRoot;
      for (const x of [box.left + 3, box.left + box.width / 2, box.right - 3])
        for (const y of [box.top + 3, box.top + box.height / 2, box.bottom - 3]) {
          const hit = root.elementFromPoint(x, y);
          if (hit && !el.contains(hit) && !hit.contains(el))
            return `${el.textContent?.trim()}: ${hit.textContent?.trim().slice(0, 40)}`;
        }
      return null;
    });
    if (found) covered.push(found);
  }
  return covered;
}

/** How far each element of `cells` reaches out of the screen's width (none when every one fits). */
async function cutOff(cells: Locator): Promise<string[]> {
  const width = await cells.page().evaluate(() => window.innerWidth);
  const out: string[] = [];
  for (const cell of await cells.all()) {
    const box = await cell.boundingBox();
    if (box && (box.x < 0 || box.x + box.width > width + 0.5))
      out.push(
        `${(await cell.textContent())?.trim()} (${Math.round(box.x)}–${Math.round(box.x + box.width)})`,
      );
  }
  return out;
}

export const narrowScreenSpecs: E2ETest[] = [
  {
    name: 'monitoring at 360 px: the page scrolls the orders (no small box of their own), still windowed',
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      await page.setViewportSize(PHONE);
      const table = page.getByRole('table', { name: 'Ordens de serviço' });
      await table.locator('tbody tr[aria-rowindex]').first().waitFor();
      await expect(
        page.getByRole('region', { name: 'Ordens de serviço' }),
        'no scroll box of its own at 360 px',
      ).toHaveCount(0);
      // The last order comes into the DOM when the page itself is scrolled to its end.
      const rowCount = Number(await table.getAttribute('aria-rowcount'));
      expect(rowCount, `enough orders to scroll (${rowCount - 1})`).toBeGreaterThan(5);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            const last = await table.locator('tbody tr[aria-rowindex]').last().getAttribute('aria-rowindex');
            return Number(last) === rowCount;
          },
          { message: 'the last order is reached by scrolling the page' },
        )
        .toBe(true);
      expect(
        (await table.locator('tbody tr[aria-rowindex]').count()) <= 100,
        'at most ~100 rows in the DOM',
      ).toBeTruthy();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotBothWidths(page, 'narrow-monitoring');
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.getByRole('region', { name: 'Ordens de serviço' }).waitFor();
      // The last tab chosen on a wide screen stays in sight when the screen narrows: the bar scrolls sideways.
      const finished = page.getByRole('tab', { name: /^Finalizadas/ });
      await finished.click();
      await expect(finished).toHaveAttribute('aria-selected', 'true');
      await page.setViewportSize(PHONE);
      await expect(finished, 'the chosen tab in sight at 360 px').toBeInViewport({ ratio: 0.9 });
    },
  },
  {
    name: 'billing statement at 360 px: every column of the summary is on the screen, taxes shown or not',
    async run({ page, url }) {
      await signIn(page, url, ...ANA, '/extrato');
      // Chosen on a wide screen, then the screen narrows (a phone turned upright): the bar scrolls sideways to
      // keep the chosen month in sight (0.9 of it or more; none of it before the bar followed the choice).
      await lastMonthTab(page).click();
      await expect(lastMonthTab(page)).toHaveAttribute('aria-selected', 'true');
      await page.setViewportSize(PHONE);
      await expect(lastMonthTab(page), 'the chosen month in sight at 360 px').toBeInViewport({ ratio: 0.9 });
      const summary = page.getByRole('table', { name: 'Resumo do período por tipo de veículo' });
      await summary.locator('tbody td').first().waitFor();
      expect((await cutOff(summary.locator('tbody td, tfoot td'))).join(', '), 'summary values cut off').toBe(
        '',
      );
      await page.getByRole('button', { name: 'Exibir impostos' }).click();
      await page.getByRole('table', { name: 'Impostos do período' }).waitFor();
      expect(
        (await cutOff(summary.locator('tbody td, tfoot td'))).join(', '),
        'summary values cut off with the taxes',
      ).toBe('');
      await screenshotBothWidths(page, 'narrow-billing-summary', { scrollTo: summary });
    },
  },
  {
    name: "order tracking at 360 px: 'Preciso de ajuda' covers nothing; a touch screen closes the map with 'Fechar mapa'",
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'IN_PROGRESS');
      await page.setViewportSize(PHONE);
      await page.goto(`${url}/pedidos/acompanhe/${order.orderId}`);
      await page.getByRole('button', { name: 'Ver detalhes' }).waitFor();
      expect((await coveredControls(page)).join(' | '), 'controls covered on the signed-in page').toBe('');
      await page.getByRole('button', { name: 'Ver detalhes' }).click();
      await page.getByRole('tab', { name: 'Status dos transportes' }).waitFor();
      expect((await coveredControls(page)).join(' | '), 'controls covered with the details open').toBe('');
      // Both tabs whole on the screen, not the second one half hidden in a sideways scroller.
      for (const tab of await page.getByRole('tab').all()) {
        const box = await tab.boundingBox();
        expect(
          box && box.x >= 0 && box.x + box.width <= PHONE.width,
          `tab '${await tab.textContent()}' on the screen`,
        ).toBeTruthy();
      }
      await screenshotBothWidths(page, 'narrow-order-tracking');

      // A phone: touch only, no Escape key to press.
      expect(order.publicToken, 'the order has a public link').toBeTruthy();
      const phone = await page.context().browser()!.newContext({
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        locale: 'pt-BR',
      });
      try {
        const tab = await phone.newPage();
        await tab.goto(`${url}/r/${order.publicToken}`);
        await tab.getByRole('button', { name: 'Ver detalhes' }).waitFor();
        expect((await coveredControls(tab)).join(' | '), 'controls covered on the public page').toBe('');
        await tab.getByRole('button', { name: 'Ver no mapa' }).tap();
        const close = tab.getByRole('button', { name: 'Fechar mapa' });
        await close.waitFor();
        await tab.screenshot({ path: 'e2e/screenshots/narrow-order-map-touch-360.png' });
        await expect(tab.getByText('Para sair, pressione ESC'), 'no ESC hint on a touch screen').toHaveCount(
          0,
        );
        const box = await close.boundingBox();
        expect(
          box && box.y >= 0 && box.x + box.width <= PHONE.width,
          "'Fechar mapa' is on the screen",
        ).toBeTruthy();
        await close.tap();
        await tab.getByRole('region', { name: 'Mapa da rota' }).waitFor({ state: 'detached' });
        await tab.getByRole('button', { name: 'Ver no mapa' }).waitFor();
      } finally {
        await phone.close();
      }

      // A narrow window with a keyboard: the hint is true there, and Escape still closes the map.
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Ver no mapa' }).click();
      await page.getByText('Para sair, pressione ESC').waitFor();
      await page.getByRole('button', { name: 'Fechar mapa' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('region', { name: 'Mapa da rota' }).waitFor({ state: 'detached' });
    },
  },
  {
    name: "shipment tracking at 360 px: 'Preciso de ajuda' covers nothing; the map closes with 'Fechar mapa'",
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      // A shipment that does not ask for a rating: that dialog opens by itself and covers the page on purpose.
      let hash: string | undefined;
      await findOrder(page, url, 'IN_PROGRESS', async (tracking) => {
        for (const stop of tracking.stops) {
          if (stop.sharing && !(await shipmentByHash(page, url, stop.sharing.token)).requestRating)
            hash = stop.sharing.token;
        }
        return hash !== undefined;
      });
      expect(hash, 'a shared shipment that asks for no rating').toBeTruthy();
      await forgetSession(page);
      await page.setViewportSize(PHONE);
      await page.goto(`${url}/rr/${hash}`);
      await page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first().waitFor();
      await page.getByRole('button', { name: 'Preciso de ajuda' }).waitFor();
      expect((await coveredControls(page)).join(' | '), 'controls covered on the shipment page').toBe('');
      await page.getByRole('button', { name: 'Ver detalhes' }).click();
      expect((await coveredControls(page)).join(' | '), 'controls covered with the details open').toBe('');
      await screenshotBothWidths(page, 'narrow-shipment-tracking');
      await page.setViewportSize(PHONE);
      await page.getByRole('button', { name: 'Ver no mapa' }).click();
      await page.getByRole('button', { name: 'Fechar mapa' }).click();
      await page.getByRole('button', { name: 'Ver no mapa' }).waitFor();
    },
  },
];
