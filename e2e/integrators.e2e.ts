// Integrators across two sites (issue 16): the portal on http://127.0.0.1:<port>, an ERP's intranet on
// http://localhost:<port> — the sample backend of docs/integrations.md (examples/partner-backend/server.mjs) —
// which is another site for the browser, so SameSite cookies never go, and which is in no BOX_PARTNER_ORIGINS.
// The ERP holds an API key made by the account's admin; its pages get embed tokens, its server places nothing
// itself here but receives the signed webhooks. Both sites keep their Content-Security-Policy on.
import type { ApiScope } from '@box/core/catalogues';
import { expect } from '@playwright/test';
import type { Page, Request } from 'playwright-core';
import type { OrderRow, OrderTrackingAnswer, ShipmentAnswer } from './api';
import { screenshotBothWidths } from './browser';
import { createApiKeyInPortal, keyApi, startPartnerBackend, withBackend } from './partner-backend';
import type { E2ETest } from './specs';
import { lastMonthTab } from './support/billing-months';
import { freePort } from './support/product';
import { settled } from './support/settled';
import { addManually, chooseVehicleAndQuote, readSuccess, scheduleTomorrow } from './wizard';

const ELEMENT_SCOPES: ApiScope[] = ['orders:create', 'orders:read', 'billing:read'];
const NOT_SIGNED_IN = 'Você não está conectado.';
const SESSION_EXPIRED = 'Sua sessão expirou';
const EVENTS = ['box:auth-token-expiring', 'box:session-expired', 'box:order-created'];

/** The page records the elements' events as they reach its document (they bubble out of the shadow roots). */
async function recordEvents(page: Page) {
  await page.addInitScript((types: string[]) => {
    const w = window as unknown as { __boxEvents: { type: string; detail: unknown }[] };
    w.__boxEvents = [];
    for (const type of types)
      document.addEventListener(type, (event) =>
        w.__boxEvents.push({ type, detail: (event as CustomEvent).detail }),
      );
  }, EVENTS);
}

const eventsOf = (page: Page, type: string) =>
  page.evaluate(
    (t) =>
      (window as unknown as { __boxEvents: { type: string; detail: unknown }[] }).__boxEvents.filter(
        (e) => e.type === t,
      ),
    type,
  );

/**
 * Every call the page makes to the portal's API, with the headers the browser sent: they must carry the embed
 * token and no cookie.
 */
function watchApiCalls(page: Page, boxUrl: string, partnerUrl: string) {
  const calls: Promise<{ url: string; authorization?: string; cookie?: string }>[] = [];
  page.on('request', (r: Request) => {
    // The ERP's pages only: the portal's own page, left just before, may still have calls in flight.
    if (!r.url().startsWith(`${boxUrl}/jade/api/`) || !r.frame().url().startsWith(partnerUrl)) return;
    calls.push(
      r.allHeaders().then((h) => ({ url: r.url(), authorization: h.authorization, cookie: h.cookie })),
    );
  });
  return async () => Promise.all(calls);
}

export const integratorSpecs: E2ETest[] = [
  {
    name: 'integrators: an ERP on another site places a spot with <box-spot-wizard> and an embed token, and its backend receives the signed order.created',
    async run({ page, url }) {
      // The webhook endpoint is registered server to server with the key (webhooks:manage), pointing at the
      // sample backend's receiver on the port it is about to take.
      // The admin makes the key in the portal; the ERP's browser stays signed in to the portal meanwhile, and
      // still no cookie reaches the portal from the ERP's site.
      const key = await createApiKeyInPortal(page, url, [...ELEMENT_SCOPES, 'webhooks:manage']);
      expect(key, 'the secret shown once').toMatch(/^box_sk_/);
      const port = await freePort();
      const box = await keyApi(url, key);
      const { secret } = await box.post<{ secret: string }>('integrations/webhooks', {
        url: `http://localhost:${port}/webhooks`,
        events: ['order.created'],
      });
      await box.dispose();
      expect(secret, 'the endpoint signing secret').toMatch(/^whsec_/);
      const backend = await startPartnerBackend(url, { BOX_API_KEY: key, BOX_WEBHOOK_SECRET: secret }, port);
      try {
        await recordEvents(page);
        const apiCalls = watchApiCalls(page, url, backend.url);
        await page.goto(`${backend.url}/`);
        const wizard = page.locator('box-spot-wizard');
        await wizard.getByRole('textbox', { name: /Chave de acesso/ }).waitFor();
        await screenshotBothWidths(page, 'integrator-wizard');
        await page.setViewportSize({ width: 1366, height: 800 });

        await scheduleTomorrow(page);
        await addManually(page, `ERP-${Date.now().toString(36).toUpperCase()}`, '01310-100', '1500');
        await chooseVehicleAndQuote(page, { vehicle: /Fiorino/, goodsValue: '900,00' });
        await page.getByRole('button', { name: 'Finalizar pedido' }).click();
        const os = await readSuccess(page);
        await expect
          .poll(async () => (await eventsOf(page, 'box:order-created')).map((e) => e.detail), {
            message: 'box:order-created reached the ERP page with the OS',
          })
          .toContainEqual({ id: os });

        const calls = await apiCalls();
        expect(calls.length, 'the wizard called the portal').toBeGreaterThan(3);
        for (const call of calls) {
          expect(call.cookie, `no portal cookie on ${call.url}`).toBeUndefined();
          expect(call.authorization, `the embed token on ${call.url}`).toMatch(/^Bearer box_et_/);
        }

        // The backend verified the signature (it refuses and logs anything else) and kept the event.
        await expect
          .poll(
            async () => {
              const received = (await (await page.request.get(`${backend.url}/webhooks`)).json()) as {
                type: string;
                data: { orderId: number };
              }[];
              return received.some((w) => w.type === 'order.created' && w.data.orderId === os);
            },
            { message: `a verified order.created for OS ${os} reached the backend`, timeout: 30_000 },
          )
          .toBe(true);
        expect(backend.output(), 'the backend logged the verified webhook').toMatch(
          /webhook verified: order\.created msg_/,
        );
        expect(backend.output(), 'no refused signature').not.toMatch(/webhook refused/);
      } catch (error) {
        console.error(`sample backend output:\n${backend.output()}`);
        throw error;
      } finally {
        await backend.stop();
      }
    },
  },
  {
    name: 'integrators: <box-order-monitoring> and <box-billing-statement> load on the ERP site with an embed token',
    async run({ page, url }) {
      await withBackend({ page, boxUrl: url, scopes: ELEMENT_SCOPES }, async (backend) => {
        await recordEvents(page);
        const apiCalls = watchApiCalls(page, url, backend.url);
        await page.goto(`${backend.url}/pedidos`);
        const monitoring = page.locator('box-order-monitoring');
        await monitoring.getByRole('table').locator('tbody tr').first().waitFor();
        await screenshotBothWidths(page, 'integrator-monitoring');

        await page
          .getByRole('navigation', { name: 'Intranet' })
          .getByRole('link', { name: 'Faturamento' })
          .click();
        const billing = page.locator('box-billing-statement');
        await billing.getByRole('tab').first().waitFor();
        // This month may have nothing to download yet.
        await lastMonthTab(billing).click();
        await billing.getByRole('table').first().waitFor();
        // The spreadsheet comes through the API with the token too.
        const download = page.waitForEvent('download');
        await billing.getByRole('button', { name: 'Download' }).click();
        expect((await download).suggestedFilename(), 'the statement spreadsheet').toMatch(/\.xlsx$/);
        await screenshotBothWidths(page, 'integrator-billing');
        expect(await eventsOf(page, 'box:session-expired'), 'no session event').toHaveLength(0);
        for (const call of await apiCalls()) {
          expect(call.cookie, `no portal cookie on ${call.url}`).toBeUndefined();
          expect(call.authorization, `the embed token on ${call.url}`).toMatch(/^Bearer box_et_/);
        }
      });
    },
  },
  {
    name: 'integrators: public shipment tracking works on a site in no allowlist, with neither token nor cookie',
    async run({ page, url }) {
      await withBackend({ page, boxUrl: url, scopes: ELEMENT_SCOPES }, async (backend, key) => {
        // The shop finds a shipment's public hash as its server would: with the key (orders:read).
        const box = await keyApi(url, key);
        let hash = '';
        try {
          const { orders } = await box.get<{ orders: OrderRow[] }>(
            `orders/status?since=${encodeURIComponent('72 hours ago')}`,
          );
          for (const order of orders.filter((o) => o.status === 'IN_PROGRESS')) {
            const tracking = await box.get<OrderTrackingAnswer>(`orders/${order.id}/tracking`);
            for (const stop of tracking.stops) {
              if (!stop.sharing) continue;
              const shipment = await box.get<ShipmentAnswer>(
                `shipments/by-hash/${encodeURIComponent(stop.sharing.token)}/tracking`,
              );
              if (shipment.status !== 'DELIVERED' && !shipment.requestRating) hash = stop.sharing.token;
              if (hash) break;
            }
            if (hash) break;
          }
        } finally {
          await box.dispose();
        }
        expect(hash, 'a shipment on its way in the demo data').not.toBe('');
        await page.goto(`${backend.url}/rastreio?hash=${encodeURIComponent(hash)}`);
        const tracking = page.locator('box-shipment-tracking');
        await tracking.getByRole('heading', { name: 'Rastreamento da Remessa' }).waitFor();
        await tracking.getByText('Código de rastreio').first().waitFor();
        await screenshotBothWidths(page, 'integrator-public-tracking');
      });
    },
  },
  {
    name: "integrators: on a page whose clock is 2 h ahead, the embed token is renewed a lifetime after it was set, never judged expired by the page's clock, and once the API refuses it the element says so and tells the page once",
    async run({ page, url }) {
      await withBackend({ page, boxUrl: url, scopes: ELEMENT_SCOPES }, async (backend) => {
        await recordEvents(page);
        // A partner PC whose clock is two hours ahead of the portal's: by its wall clock every token the portal
        // mints has long expired. The element counts each token's lifetime from when the page set it instead.
        await page.clock.install({ time: Date.now() + 2 * 60 * 60_000 });
        await page.goto(`${backend.url}/pedidos`);
        const monitoring = page.locator('box-order-monitoring');
        await monitoring.getByRole('table').locator('tbody tr').first().waitFor();
        await settled(page);
        const tokenOf = () =>
          monitoring.evaluate((el) => (el as HTMLElement & { authToken: string }).authToken);
        const first = await tokenOf();
        expect(first, 'the page got a token from its backend').toMatch(/^box_et_\d+_\d+_/);
        expect(await eventsOf(page, 'box:auth-token-expiring'), 'no warning for a fresh token').toHaveLength(
          0,
        );

        // 14 of its 15 minutes later the element warns, and the page fetches a fresh token from its backend.
        const renewed = page.waitForResponse(`${backend.url}/box-token`);
        await page.clock.fastForward('14:10');
        await renewed;
        await expect.poll(tokenOf, { message: 'the element holds the fresh token' }).not.toBe(first);
        const expiring = await eventsOf(page, 'box:auth-token-expiring');
        expect(expiring, 'box:auth-token-expiring once').toHaveLength(1);
        expect(expiring[0]?.detail, "its detail names the expiry, by the portal's clock").toEqual({
          expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        });
        const second = await tokenOf();

        // The backend is down now: the next warning, 14 minutes after the second token came, gets no token.
        await page.route(`${backend.url}/box-token`, (route) => route.fulfill({ status: 503 }));
        await page.clock.fastForward('14:10');
        await expect
          .poll(async () => (await eventsOf(page, 'box:auth-token-expiring')).length, {
            message: 'box:auth-token-expiring once for the second token',
          })
          .toBe(2);

        // Past the second token's end by the page's clock, the element does not give up by itself: the portal,
        // whose clock has barely moved, still takes the token, and a new listing loads.
        await page.clock.fastForward('05:00');
        const listed = page.waitForResponse((r) => r.url().includes('/jade/api/orders/status?since=48'));
        await monitoring.evaluate((el) => el.setAttribute('since', '48 hours ago'));
        expect((await listed).status(), 'the portal still takes the token').toBe(200);
        await settled(page);
        await expect(monitoring.getByText(SESSION_EXPIRED)).toHaveCount(0);
        expect(await eventsOf(page, 'box:session-expired'), 'no session event yet').toHaveLength(0);

        // Only the portal says the token ran out. It would take 15 real minutes, so its answer for an expired
        // token (401 unauthenticated, covered by the server's tests) is put on the real response here.
        await page.route(`${url}/jade/api/orders/status*`, async (route) => {
          const response = await route.fetch();
          await route.fulfill({
            response,
            status: 401,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'unauthenticated', message: 'Sua sessão expirou.' }),
          });
        });
        await monitoring.evaluate((el) => el.setAttribute('since', '24 hours ago'));
        await monitoring.getByText(SESSION_EXPIRED).first().waitFor();
        await monitoring.getByText(/Recarregue a página/).waitFor();
        await settled(page);
        await screenshotBothWidths(page, 'integrator-token-expired');
        await page.clock.fastForward('00:30');
        const expired = await eventsOf(page, 'box:session-expired');
        expect(expired, 'box:session-expired once').toHaveLength(1);
        expect(expired[0]?.detail, 'with the code of the 401').toEqual({ code: 'unauthenticated' });
        expect(await eventsOf(page, 'box:auth-token-expiring'), 'no further warning').toHaveLength(2);
        expect(await tokenOf(), 'the page could not renew it (its backend is down)').toBe(second);
      });
    },
  },
  {
    name: "integrators: an element with no token on the ERP site says 'Você não está conectado' with a sign-in link, and tells the page once",
    async run({ page, url }) {
      await withBackend({ page, boxUrl: url, scopes: ELEMENT_SCOPES }, async (backend) => {
        await recordEvents(page);
        await page.goto(`${backend.url}/pedidos`);
        await page.locator('box-order-monitoring').getByRole('table').waitFor();
        // An employee who is not signed in to the ERP: the page puts the element without a token.
        await page.evaluate((apiBase) => {
          const el = document.createElement('box-order-monitoring');
          el.id = 'sem-token';
          el.setAttribute('api-base', apiBase);
          document.querySelector('main')?.append(el);
        }, `${url}/jade/api`);
        const bare = page.locator('#sem-token');
        await bare.getByText(NOT_SIGNED_IN).waitFor();
        const signIn = bare.getByRole('link', { name: /Entrar no portal Box/ });
        await expect(signIn, "the sign-in link goes to the portal's sign-in").toHaveAttribute(
          'href',
          `${url}/entrar`,
        );
        await bare.scrollIntoViewIfNeeded();
        await screenshotBothWidths(page, 'integrator-not-signed-in', { scrollTo: bare });
        await settled(page);
        const expired = await eventsOf(page, 'box:session-expired');
        expect(expired, 'box:session-expired once').toHaveLength(1);
        expect(expired[0]?.detail, 'saying nobody signed in').toEqual({ code: 'not_signed_in' });
      });
    },
  },
];
