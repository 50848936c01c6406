// Issue 18's basemap, end to end: a product whose BOX_MAP_STYLE_URL is a local provider (e2e/support/
// style-server.ts, on another site), so no run waits on DNS. Every map of the product (order tracking, shipment
// tracking, a proof, the statement's itinerary) first draws the provider's layers (its tiles' colour, its
// attribution), at 360 and 1366 px; then, with the provider failing its tiles, hanging, and finally gone, the
// maps switch by themselves to the built-in offline style and still show the route line and the numbered stops.
// The product's CSP lets the pages reach the provider (the runner fails a test on any refusal).
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { Locator, Page } from 'playwright-core';
import { findOrder, type OrderTrackingAnswer, orderTracking, shipmentByHash } from './api';
import { axeViolations } from './browser';
import type { E2ETest } from './specs';
import { signIn } from './support/login';
import { startProduct } from './support/product';
import {
  PROVIDER_ATTRIBUTION,
  PROVIDER_TILE_COLOUR,
  type StyleServer,
  startStyleServer,
} from './support/style-server';

const ANA = ['ana@mercado.example', 'mercado-2026'] as const;
/** The offline style's land (core's offlineMapStyle): what a fallen-back map shows most. */
const LAND = [0xee, 0xf0, 0xea] as const;
const shots = fileURLToPath(new URL('./screenshots/', import.meta.url));
const WIDTHS = [360, 1366] as const;

type Basemap = 'provider' | 'offline';

interface MapPage {
  name: string;
  region: string;
  /** Opens the page at the current width and brings its map on screen. */
  open(page: Page): Promise<void>;
  /** A route line is drawn on this map (order tracking and the itinerary). */
  route: boolean;
  /** The stops are numbered (1, 2, …) on this map. */
  numbered: boolean;
}

/** Share of the canvas's pixels within `tolerance` of `colour`, decoded in a blank tab. */
async function shareOfColour(page: Page, canvas: Locator, colour: readonly number[], tolerance = 3) {
  const png = await canvas.screenshot();
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate(
      async ({ bytes, colour, tolerance }) => {
        const bitmap = await createImageBitmap(new Blob([new Uint8Array(bytes)], { type: 'image/png' }));
        const off = new OffscreenCanvas(bitmap.width, bitmap.height);
        const g = off.getContext('2d') as OffscreenCanvasRenderingContext2D;
        g.drawImage(bitmap, 0, 0);
        const data = g.getImageData(0, 0, off.width, off.height).data;
        let near = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ([0, 1, 2].every((c) => Math.abs((data[i + c] ?? 0) - (colour[c] ?? 0)) <= tolerance)) near++;
        }
        return near / (data.length / 4);
      },
      { bytes: [...png], colour: [...colour], tolerance },
    );
  } finally {
    await blank.close();
  }
}

/** The route's colour as the map paints it: its token over the land, at the line's 0.85 opacity. */
async function routeColourOverLand(map: Locator): Promise<number[]> {
  const css = await map.locator('.box-map__canvas').evaluate((node) => {
    const style = getComputedStyle(node);
    const probe = document.createElement('span');
    probe.style.color =
      style.getPropertyValue('--box-map-route').trim() ||
      style.getPropertyValue('--box-color-primary').trim() ||
      '#0b5a78';
    node.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  });
  const [r = 0, g = 0, b = 0] = (css.match(/\d+/g) ?? []).map(Number);
  return [r, g, b].map((c, i) => Math.round(0.85 * c + 0.15 * (LAND[i] ?? 0)));
}

/** The map in `region` settles on `basemap`: its canvas shows that style (and the provider's attribution). */
async function expectBasemap(page: Page, region: string, basemap: Basemap) {
  const map = page.getByRole('region', { name: region });
  const canvas = map.locator('canvas.maplibregl-canvas');
  await canvas.waitFor({ timeout: 30_000 });
  await expect(map.locator('.box-map__canvas'), `${region}: the ${basemap} style`).toHaveAttribute(
    'data-basemap',
    basemap,
    { timeout: 20_000 },
  );
  const colour = basemap === 'provider' ? PROVIDER_TILE_COLOUR : LAND;
  await expect
    .poll(() => shareOfColour(page, canvas, colour), {
      message: `${region}: the canvas shows the ${basemap} style's ${basemap === 'provider' ? 'tiles' : 'land'}`,
      timeout: 20_000,
    })
    .toBeGreaterThan(0.3);
  const attribution = map.locator('.maplibregl-ctrl-attrib');
  if (basemap === 'provider')
    await expect(attribution, `${region}: the provider's credit`).toContainText(PROVIDER_ATTRIBUTION);
  // maplibre keeps the old text and hides the control when the new style credits no one.
  else
    await expect(attribution, `${region}: no credit left of the provider`).toHaveClass(
      /maplibregl-attrib-empty/,
    );
  return map;
}

/** On the fallen-back map: the stops (numbered where the map numbers them) and the route line are still there. */
async function expectRouteAndStops(page: Page, map: Locator, target: MapPage) {
  const markers = map.locator('.box-map-marker');
  expect(await markers.count(), `${target.name}: markers on the offline map`).toBeGreaterThan(0);
  if (target.numbered) {
    await expect(
      map.locator('.box-map-marker--stop').filter({ hasText: /^1$/ }),
      `${target.name}: stop number 1`,
    ).toHaveCount(1);
  }
  if (target.route) {
    const colour = await routeColourOverLand(map);
    const share = await shareOfColour(page, map.locator('canvas.maplibregl-canvas'), colour, 12);
    expect(share, `${target.name}: the route line is drawn (${colour.join(',')})`).toBeGreaterThan(0.0005);
  }
}

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}${name}.png` });
}

/** The demo records the maps show, found with ana's session through the API. */
async function demoRecords(page: Page, url: string) {
  const inProgress = await findOrder(page, url, 'IN_PROGRESS');
  let hash: string | null = null;
  // A shipment not yet delivered: no rating dialog over its map.
  await findOrder(page, url, 'IN_PROGRESS', async (tracking) => {
    for (const stop of tracking.stops) {
      if (!stop.sharing) continue;
      const shipment = await shipmentByHash(page, url, stop.sharing.token);
      if (shipment.status !== 'DELIVERED') hash = stop.sharing.token;
      if (hash) return true;
    }
    return false;
  });
  if (!hash) throw new Error('the demo data lacks a shipment on its way');
  const finished: OrderTrackingAnswer = await findOrder(page, url, 'FINISHED', (t) =>
    t.stops.some((s) => s.pods.length > 0),
  );
  const podId = finished.stops.flatMap((s) => s.pods)[0]?.id;
  if (!podId) throw new Error('the demo data lacks a proof');
  return { orderId: inProgress.orderId, hash, podId };
}

function mapPages(url: string, records: Awaited<ReturnType<typeof demoRecords>>): MapPage[] {
  const showMapOnPhone = async (page: Page) => {
    const show = page.getByRole('button', { name: 'Ver no mapa' });
    if ((page.viewportSize()?.width ?? 0) < 700) await show.click();
  };
  return [
    {
      name: 'order-tracking',
      region: 'Mapa da rota',
      route: true,
      numbered: true,
      async open(page) {
        await page.goto(`${url}/pedidos/acompanhe/${records.orderId}`);
        await page.getByText(`OS ${records.orderId}`).first().waitFor();
        await showMapOnPhone(page);
      },
    },
    {
      name: 'shipment-tracking',
      region: 'Mapa da entrega',
      route: false,
      numbered: false,
      async open(page) {
        await page.goto(`${url}/rr/${records.hash}`);
        await page.getByRole('heading', { name: 'Rastreamento da Remessa' }).first().waitFor();
        await showMapOnPhone(page);
      },
    },
    {
      name: 'proof',
      region: 'Mapa do comprovante',
      route: false,
      numbered: false,
      async open(page) {
        await page.goto(`${url}/comprovantes/${records.podId}`);
        await page.getByRole('heading', { name: /Comprovante #/ }).waitFor();
        await page.getByRole('region', { name: 'Mapa do comprovante' }).scrollIntoViewIfNeeded();
      },
    },
    {
      name: 'statement-itinerary',
      region: 'Mapa do itinerário',
      route: true,
      numbered: true,
      async open(page) {
        await page.goto(`${url}/extrato`);
        const months = page.getByRole('tablist', { name: 'Meses do extrato' }).getByRole('tab');
        await months.nth(4).click();
        const open = page.getByRole('button', { name: /^Abrir a OS/ }).first();
        await open.click();
        await page.getByRole('dialog').getByRole('region', { name: 'Mapa do itinerário' }).waitFor();
      },
    },
  ];
}

async function visitAll(page: Page, targets: MapPage[], basemap: Basemap) {
  for (const target of targets) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await target.open(page);
      const map = await expectBasemap(page, target.region, basemap);
      if (basemap === 'offline') await expectRouteAndStops(page, map, target);
      await shoot(page, `map-${target.name}-${basemap}-${width}`);
      if (width === 1366) {
        expect(await axeViolations(page), `${target.name} (${basemap}): axe`).toEqual([]);
      }
    }
  }
}

interface MapProduct {
  styles: StyleServer;
  targets: MapPage[];
  /** Order tracking's map: the one the provider's failures are tried on. */
  orderMap: MapPage;
}

/** A product whose basemap is a local provider, ana signed in on `page`, and the product's maps to visit. */
async function withMapProduct(page: Page, body: (maps: MapProduct) => Promise<void>) {
  let styles: StyleServer | null = null;
  let product: Awaited<ReturnType<typeof startProduct>> | null = null;
  try {
    styles = await startStyleServer();
    product = await startProduct({ BOX_SIMULATOR: 'off', BOX_MAP_STYLE_URL: styles.styleUrl });
    const { url } = product;
    await signIn(page, url, ...ANA);
    const records = await demoRecords(page, url);
    expect((await orderTracking(page, url, records.orderId)).stops.length).toBeGreaterThan(0);
    const targets = mapPages(url, records);
    const [orderMap] = targets;
    if (!orderMap) throw new Error('no order map');
    await body({ styles, targets, orderMap });
  } finally {
    await product?.stop();
    await styles?.stop();
  }
}

// Two tests rather than one: each visits every map at two widths, which under a busy CI took most of one
// test's three minutes.
export const mapSpecs: E2ETest[] = [
  {
    name: "maps: every map draws the tile provider's layers, and a provider that fails its tiles gives way to the built-in style",
    async run({ page }) {
      await withMapProduct(page, async ({ styles, targets, orderMap }) => {
        await visitAll(page, targets, 'provider');
        expect(styles.requests.tiles, 'the maps fetched the provider’s tiles').toBeGreaterThan(0);

        // The provider answers its style but fails every tile: the map does not stay on its bare background.
        styles.mode = 'tiles-fail';
        await page.setViewportSize({ width: 1366, height: 800 });
        await orderMap.open(page);
        await expectRouteAndStops(page, await expectBasemap(page, orderMap.region, 'offline'), orderMap);
      });
    },
  },
  {
    name: 'maps: when the provider hangs or is gone, every map falls back to the built-in style with its route and stops',
    async run({ page }) {
      await withMapProduct(page, async ({ styles, targets, orderMap }) => {
        // The provider takes the request and never answers: the map gives up after a few seconds.
        styles.mode = 'hang';
        const asked = styles.requests.style;
        const started = Date.now();
        await page.setViewportSize({ width: 1366, height: 800 });
        await orderMap.open(page);
        await expectBasemap(page, orderMap.region, 'offline');
        expect(styles.requests.style, 'the hanging provider was asked for its style').toBeGreaterThan(asked);
        console.log(`maps: a hanging provider gave way to the offline style in ${Date.now() - started} ms`);

        // Nothing listens any more (offline, a provider down): every map falls back at once.
        await styles.goAway();
        await visitAll(page, targets, 'offline');
      });
    },
  },
];
