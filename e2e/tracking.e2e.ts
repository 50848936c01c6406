import { expect } from '@playwright/test';
import type { Page } from 'playwright-core';
import {
  findOrder,
  movesSoon,
  type OrderTrackingAnswer,
  orderInExecution,
  orderTracking,
  shipmentByHash,
} from './api';
import { screenshotBothWidths } from './browser';
import { checkScreen } from './check-screen';
import { withBackend } from './partner-backend';
import type { E2ETest } from './specs';
import { forgetSession, signIn } from './support/login';
import { settled } from './support/settled';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;

/** The map drew itself: MapLibre's canvas is in the map region and has a size. */
async function expectMapDrawn(page: Page, region = 'Mapa da rota') {
  const canvas = page.getByRole('region', { name: region }).locator('canvas.maplibregl-canvas');
  await canvas.waitFor({ timeout: 20_000 });
  const box = await canvas.boundingBox();
  expect(
    box && box.width > 100 && box.height > 100,
    `the map canvas has a size (${JSON.stringify(box)})`,
  ).toBeTruthy();
}

/** What the order page shows of the order's progress: its timeline and its stops table. */
async function progressText(page: Page): Promise<string> {
  const timeline = await page.getByRole('list', { name: 'Andamento da ordem de serviço' }).textContent();
  const stops = await page.locator('table').first().textContent();
  return `${timeline}\n${stops}`;
}

const progressOf = (t: OrderTrackingAnswer) =>
  JSON.stringify([t.status, t.timeline.map((s) => s.status), t.stops.map((s) => s.status)]);

/** A delivered shipment of ana's whose recipient has not rated it yet. */
async function unratedDelivery(page: Page, url: string): Promise<{ hash: string; code: string }> {
  let found: { hash: string; code: string } | null = null;
  await findOrder(page, url, 'FINISHED', async (tracking) => {
    for (const stop of tracking.stops) {
      if (!stop.sharing) continue;
      const shipment = await shipmentByHash(page, url, stop.sharing.token);
      if (shipment.status === 'DELIVERED' && shipment.requestRating && !shipment.rating) {
        found = { hash: stop.sharing.token, code: shipment.trackingCode };
        return true;
      }
    }
    return false;
  });
  if (!found) throw new Error('no unrated delivery in the demo data');
  return found;
}

export const trackingSpecs: E2ETest[] = [
  {
    name: 'order tracking: ana opens an order in progress and sees its map, timeline, stops and share link',
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'IN_PROGRESS');
      await page.goto(`${url}/pedidos/acompanhe/${order.orderId}`);
      await page.getByText(`OS ${order.orderId}`).waitFor();
      await expect(page, 'title').toHaveTitle('Rastreamento da Ordem de Serviço | Box');
      const steps = page.getByRole('list', { name: 'Andamento da ordem de serviço' }).getByRole('listitem');
      await expect(steps, 'timeline steps').toHaveCount(order.timeline.length);
      const rows = page.locator('table').first().locator('tbody tr');
      // The stops table arrives with the lazily loaded details: count once it is there.
      await rows.first().waitFor();
      await expect(rows, 'one row per stop').toHaveCount(order.stops.length);
      await expectMapDrawn(page);

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
      await page.getByRole('button', { name: /Compartilhar o link/ }).click();
      await page.getByText('Link copiado! Cole (Ctrl-V) onde quiser').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied, 'the share link').toBe(`${url}/r/${order.publicToken}`);
      await checkScreen(page, 'order-tracking');

      // Ana following her own order's public link lands on its signed-in page (the full layout), from a page the
      // server rendered: its header must read as on any other page (axe's contrast check sees its links).
      await page.goto(copied);
      await page.waitForURL(`${url}/pedidos/acompanhe/${order.orderId}`);
      await page.getByRole('button', { name: /Compartilhar o link/ }).waitFor();
      await checkScreen(page, 'order-tracking-own-public-link');
    },
  },
  {
    name: 'public order link: a visitor without a session follows /r/{token} on a 360 px phone',
    public: true,
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'IN_PROGRESS');
      expect(order.publicToken, 'the order has a public link').toBeTruthy();
      await forgetSession(page);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${url}/r/${order.publicToken}`);
      await page.getByText(`OS ${order.orderId}`).waitFor();
      expect(new URL(page.url()).pathname, 'stays on the public link').toBe(`/r/${order.publicToken}`);
      await expect(page.getByRole('button', { name: /Compartilhar o link/ }), 'no share button').toHaveCount(
        0,
      );
      // An anonymous visitor gets the WhatsApp contact and 'Preciso de ajuda' (SPEC §2 "Tracking pages").
      await page.getByRole('link', { name: 'Falar pelo WhatsApp' }).first().waitFor();
      await page.getByRole('button', { name: 'Preciso de ajuda' }).waitFor();
      // On a phone the map hides behind 'Ver no mapa'.
      await page.getByRole('button', { name: 'Ver no mapa' }).click();
      await expectMapDrawn(page);
      await page.getByRole('button', { name: 'Fechar mapa' }).click();
      await checkScreen(page, 'order-tracking-public');
    },
  },
  {
    name: 'order tracking: an order moves on the open page as the simulator advances it',
    product: 'simulated',
    async run({ page, url }) {
      // A fake clock lets the spec fire the page's 60-second refresh at once instead of waiting for it.
      await page.clock.install();
      await signIn(page, url, ...ANA);
      // The one the simulator moves soonest: the first order in execution took 30-50 s to move.
      const order = await orderInExecution(page, url, movesSoon);
      await page.goto(`${url}/pedidos/acompanhe/${order.orderId}`);
      await page.getByText(`OS ${order.orderId}`).waitFor();
      // The page is read before the API: a move in between cannot leave the page already showing what the wait
      // below waits for (the order chosen moves soon, maybe while the page loads).
      const before = await progressText(page);
      const progress = progressOf(await orderTracking(page, url, order.orderId));

      await expect
        .poll(async () => progressOf(await orderTracking(page, url, order.orderId)), {
          message: 'the simulator moved the order within 90 s',
          timeout: 90_000,
          intervals: [1_000],
        })
        .not.toBe(progress);
      await page.clock.fastForward(61_000);
      await page.waitForFunction(
        (old) => {
          const list = document.querySelector('[aria-label="Andamento da ordem de serviço"]');
          const table = document.querySelector('table');
          return `${list?.textContent}\n${table?.textContent}` !== old;
        },
        before,
        { timeout: 15_000 },
      );
      expect(await progressText(page), 'the page shows the new progress').not.toBe(before);
    },
  },
  {
    name: 'shipment tracking: a recipient opens /rr/{hash}, the rating opens by itself and the rating is stored',
    public: true,
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const { hash, code } = await unratedDelivery(page, url);
      await forgetSession(page);
      await page.goto(`${url}/rr/${hash}`);
      const dialog = page.getByRole('dialog', { name: 'Avalie sua experiência' });
      await dialog.waitFor();
      await page.getByText(code).first().waitFor();
      await checkScreen(page, 'rating-modal');
      await dialog.getByRole('radio', { name: '5 estrelas' }).check();
      await dialog.getByRole('textbox').fill('Entrega rápida e cuidadosa (demonstração).');
      await dialog.getByRole('button', { name: 'Enviar' }).click();
      const sent = page.getByRole('dialog', { name: 'Avaliação enviada' });
      await sent.getByText('Obrigado! Sua avaliação ajuda a melhorar nossas entregas.').waitFor();
      await checkScreen(page, 'rating-sent');
      await page.keyboard.press('Escape');
      await sent.waitFor({ state: 'detached' });

      const stored = await shipmentByHash(page, url, hash);
      expect(stored.rating?.rating, 'stored stars').toBe(5);
      expect(stored.requestRating, 'no longer asks for a rating').toBe(false);
      await page.reload();
      await page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first().waitFor();
      await page.getByText(code).first().waitFor();
      await expect(dialog, 'the rating does not open again').toHaveCount(0);
      await page.getByRole('link', { name: 'Falar pelo WhatsApp' }).first().waitFor();
      await checkScreen(page, 'shipment-tracking-delivered');
    },
  },
  {
    name: 'proof of delivery: ana opens a proof from its order and e-mails it',
    public: true,
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'FINISHED', (t) => t.stops.some((s) => s.pods.length > 0));
      const pod = order.stops.flatMap((s) => s.pods)[0]!;
      await page.goto(`${url}/comprovantes/${pod.id}`);
      await page.getByRole('heading', { name: /Comprovante #/ }).waitFor();
      await checkScreen(page, 'proof');
      await page.getByRole('textbox', { name: /e-mail/i }).fill('financeiro@mercado.example');
      await page.getByRole('button', { name: 'Enviar' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('financeiro@mercado.example').waitFor();
      await confirm.getByRole('button', { name: 'Enviar' }).click();
      await page.getByText('E-mail enviado!').waitFor();

      // The public link of the same proof opens without a session.
      await forgetSession(page);
      await page.goto(`${url}${pod.link}`);
      await page.getByRole('heading', { name: 'Comprovante de Entrega' }).first().waitFor();
      await expect(page.getByRole('textbox', { name: /e-mail/i }), 'no e-mail box in public').toHaveCount(0);
      await checkScreen(page, 'proof-public');
    },
  },
  {
    name: 'partner page: a shop on another origin embeds <box-shipment-tracking> with one script tag',
    public: true,
    async run({ page, url, partnerUrl }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'IN_PROGRESS', (t) => t.stops.some((s) => s.sharing));
      const stop = order.stops.find((s) => s.sharing)!;
      await forgetSession(page);
      const apiBase = encodeURIComponent(`${url}/jade/api`);
      await page.goto(`${partnerUrl}/partner.html?hash=${stop.sharing!.token}&api-base=${apiBase}`);
      const tag = page.locator('box-shipment-tracking');
      await tag.getByRole('heading', { name: 'Rastreamento da Remessa' }).waitFor();
      if (stop.trackingCode) await tag.getByText(stop.trackingCode).first().waitFor();
      await expectMapDrawn(page, 'Mapa da entrega');
      await checkScreen(page, 'partner-shipment-tracking');
    },
  },
  {
    name: "embed defaults: on an ERP's page on localhost, the elements' links to portal pages (an OS, a proof) point at the portal's origin",
    async run({ page, url }) {
      await signIn(page, url, ...ANA);
      const order = await findOrder(page, url, 'FINISHED', (t) => t.stops.some((s) => s.pods.length > 0));
      const pod = order.stops.flatMap((s) => s.pods)[0]!;
      await forgetSession(page);
      await withBackend({ page, boxUrl: url, scopes: ['orders:read'] }, async (backend) => {
        await page.goto(`${backend.url}/pedidos`);
        const osLink = page.locator('box-order-monitoring').locator('a.box-monitoring__os').first();
        await osLink.waitFor();
        const id = (await osLink.textContent())?.trim();
        // Opened in a new tab (a plain click is the page's box:navigate), it must land on the portal.
        await expect(osLink, "the OS link's href").toHaveAttribute('href', `${url}/pedidos/acompanhe/${id}`);

        // The same page shows a finished order with <box-order-tracking>, signed in with the page's token.
        await page.evaluate(
          ({ boxUrl, orderId }) => {
            const monitoring = document.querySelector('box-order-monitoring') as HTMLElement & {
              authToken: string;
            };
            const script = document.createElement('script');
            script.type = 'module';
            script.src = `${boxUrl}/widgets/tracking/order-tracking-element.js`;
            document.head.append(script);
            const el = document.createElement('box-order-tracking');
            el.setAttribute('api-base', `${boxUrl}/jade/api`);
            el.setAttribute('order-id', String(orderId));
            el.setAttribute('auth-token', monitoring.authToken);
            // The ERP page's policy takes workers from its own origin only: the sample backend serves the map's.
            el.setAttribute('map-worker-url', '/maplibre-gl-csp-worker.js');
            document.querySelector('main')?.append(el);
          },
          { boxUrl: url, orderId: order.orderId },
        );
        const proof = page
          .locator('box-order-tracking')
          .getByRole('link', { name: /Ver comprovante/ })
          .first();
        await proof.waitFor();
        await expect(proof, "the signed-in proof link's href").toHaveAttribute(
          'href',
          `${url}/comprovantes/${encodeURIComponent(pod.id)}`,
        );
      });
    },
  },
  {
    name: "embed defaults: <box-shipment-tracking> on a shop sizes to its content, offers no WhatsApp without a number, opens no rating by itself with no-rating-prompt; the portal's /rr/ still fills the screen and asks",
    public: true,
    async run({ page, url, partnerUrl }) {
      await signIn(page, url, ...ANA);
      const { hash } = await unratedDelivery(page, url);
      await forgetSession(page);
      // A short screen: the shipment's panel (details open on desktop) is taller than it.
      await page.setViewportSize({ width: 1366, height: 600 });
      await page.goto(
        `${partnerUrl}/examples/tracking/box-shipment-tracking.html?hash=${hash}&no-rating-prompt=`,
      );
      const tag = page.locator('box-shipment-tracking');
      await tag.getByRole('button', { name: 'Avaliação da entrega' }).waitFor();
      await tag.getByRole('tab', { name: 'Comprovante do serviço' }).waitFor();
      // Whatever the page was going to load (the rating dialog's chunk among it) has come.
      await settled(page);
      await expect(tag.getByRole('dialog'), 'no rating dialog over the shop by itself').toHaveCount(0);
      await expect(
        tag.getByRole('link', { name: 'Falar pelo WhatsApp' }),
        'no WhatsApp without a number',
      ).toHaveCount(0);
      await expect(
        tag.getByRole('button', { name: 'Preciso de ajuda' }),
        'no help without a channel',
      ).toHaveCount(0);
      const size = await tag.evaluate((el) => {
        const panel = el.shadowRoot?.querySelector('.box-shipment__panel') as HTMLElement;
        return {
          element: el.getBoundingClientRect().height,
          panelContent: panel.scrollHeight,
          panelBox: panel.clientHeight,
        };
      });
      expect(
        size.panelContent,
        'the panel shows all its content, no scrolling box of its own',
      ).toBeLessThanOrEqual(size.panelBox + 1);
      expect(size.element, "the element is its content's height, not the screen's").toBeGreaterThan(600);
      await screenshotBothWidths(page, 'embed-shipment-content-height');

      // Given a number, the contact and the help are there; the rating opens on demand.
      await tag.evaluate((el) => el.setAttribute('whatsapp', '+55 11 91234-5678'));
      await tag.getByRole('link', { name: 'Falar pelo WhatsApp' }).first().waitFor();
      await tag.getByRole('button', { name: 'Preciso de ajuda' }).waitFor();
      await tag.getByRole('button', { name: 'Avaliação da entrega' }).click();
      await tag.getByRole('dialog', { name: 'Avalie sua experiência' }).waitFor();

      // The portal's own page: the screen's height (host CSS), the rating asking by itself (SPEC §2).
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto(`${url}/rr/${hash}`);
      await page.getByRole('dialog', { name: 'Avalie sua experiência' }).waitFor();
      const [height, screen] = await page
        .locator('.box-shipment')
        .evaluate((el) => [el.getBoundingClientRect().height, window.innerHeight]);
      expect(height, "/rr/ fills the screen's height").toBe(screen);
    },
  },
];
