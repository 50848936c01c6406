import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { orders, orderTrackingTokens, shipments, stops } from '../db/schema/index';
import { startTestServer, type TestServer } from '../test/harness';
import { jsonForScript } from './document';

// A stand-in for the host's build: the index.html shape Vite writes and a renderer that shows what it was given,
// after a widget's style as React writes it at the start of a root that is not the whole document.
const TEMPLATE = `<!doctype html><html lang="pt-BR"><head><title>Box</title>
<script type="module" src="/assets/index-abc.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body>
<noscript>Para usar o portal Box, ative o JavaScript no seu navegador.</noscript>
<div id="root"></div></body></html>`;

const WIDGET_STYLE = '<style data-precedence="box" data-href="box-css-1">.box-root a{color:blue}</style>';

const RENDERER = `const WIDGET_STYLE = '${WIDGET_STYLE}';
export const PRELOADED_ELEMENT_ID = 'box-preloaded';
export async function renderPage({ url, preloaded }) {
  if (preloaded.key === 'RenderingFailsHere0') throw new Error('boom');
  const found = preloaded.answer === null ? 'nada' : preloaded.page;
  return { html: WIDGET_STYLE + '<p id="rendered">' + found + ' ' + new URL(url).pathname + '</p>', title: 'Título | Box' };
}`;

function hostDist(renderer: string | null) {
  const dir = mkdtempSync(join(tmpdir(), 'box-host-ssr-'));
  writeFileSync(join(dir, 'index.html'), TEMPLATE);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.css'), '.box-app{color:red}a::after{content:"</style>"}');
  if (renderer !== null) {
    mkdirSync(join(dir, '.ssr'));
    writeFileSync(join(dir, '.ssr', 'entry.js'), renderer);
  }
  return dir;
}

let server: TestServer;
let token: string;
let hash: string;

beforeAll(async () => {
  server = await startTestServer();
  const [order] = await server.db
    .select({ id: orders.id, token: orderTrackingTokens.token })
    .from(orders)
    .innerJoin(orderTrackingTokens, eq(orderTrackingTokens.orderId, orders.id))
    .where(and(eq(orders.status, 'IN_PROGRESS'), isNotNull(orders.driverId)))
    .orderBy(asc(orders.id))
    .limit(1);
  const [shipment] = await server.db
    .select({ hash: shipments.trackingHash })
    .from(shipments)
    .innerJoin(stops, eq(stops.id, shipments.destinationStopId))
    .orderBy(asc(shipments.id))
    .limit(1);
  if (!order || !shipment) throw new Error('the demo data has no tracked order or shipment');
  token = order.token;
  hash = shipment.hash;
  // A name that tries to end the data's <script> and start one of its own.
  await server.db
    .update(stops)
    .set({ thoroughfare: 'Rua </script><script>alert(1)</script><!-- &' })
    .where(eq(stops.orderId, order.id));
}, 120_000);
afterAll(() => server?.close());

const page = (dir: string, path: string) =>
  server.appWith({ hostDistDir: dir }).request(path, { headers: { accept: 'text/html' } });

/** The embedded answer, read back as the page's script reads it. */
function embedded(html: string): unknown {
  const match = /<script type="application\/json" id="box-preloaded">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded answer');
  return JSON.parse(match[1] as string);
}

describe('server-rendered tracking pages', () => {
  const dir = hostDist(RENDERER);

  it('renders /r/{token} with the public API answer embedded, escaped so no name can end the script', async () => {
    const response = await page(dir, `/r/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain(`<div id="root"><p id="rendered">order /r/${token}</p></div>`);
    expect(html).toContain('<title>Título | Box</title>');
    expect(html).not.toContain('<noscript>');
    // The build's stylesheet inline, so the first paint waits for no other request; it cannot end early.
    expect(html).toContain('<style>.box-app{color:red}a::after{content:"<\\/style>"}</style>');
    expect(html).not.toContain('index-abc.css');
    // The widget's style in <head> before the host's, as in a page the browser renders: the host's rules win ties.
    expect(html).toContain(`${WIDGET_STYLE}<style>.box-app{color:red}`);
    expect(html.indexOf(WIDGET_STYLE)).toBeLessThan(html.indexOf('</head>'));
    expect(html.split(WIDGET_STYLE)).toHaveLength(2);
    // Only the page's own script tags: the stop's name stays text inside the JSON.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const api = await server.agent().get(`/jade/api/orders/public/${token}/tracking`);
    const answer = await api.json();
    expect(JSON.stringify(answer)).toContain('Rua </script><script>alert(1)</script><!-- &');
    expect(embedded(html)).toEqual({ page: 'order', key: token, answer });
  });

  it('renders /rr/{hash} with the shipment answer of the by-hash API', async () => {
    const response = await page(dir, `/rr/${hash}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<p id="rendered">shipment /rr/${hash}</p>`);
    const api = await server.agent().get(`/jade/api/shipments/by-hash/${hash}/tracking`);
    expect(embedded(html)).toEqual({ page: 'shipment', key: hash, answer: await api.json() });
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const headers = { accept: 'text/html', 'accept-encoding': 'gzip, br' };
    const app = server.appWith({ hostDistDir: dir });
    const response = await app.request(`/r/${token}`, { headers });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain(`<p id="rendered">order /r/${token}</p>`);
  });

  it('answers 404 with the rendered unavailable page for a link that finds nothing, or is no link', async () => {
    for (const [path, key] of [
      ['/r/AAAAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
      ['/rr/AAAAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAAAAA'],
      ['/r/not%20a%20token', 'not a token'],
    ] as const) {
      const response = await page(dir, path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain('<p id="rendered">nada');
      expect(embedded(html)).toMatchObject({ key, answer: null });
    }
  });

  it('serves the single-page app when the host build has no renderer or rendering fails', async () => {
    for (const [renderer, path] of [
      [null, `/r/${token}`],
      [RENDERER, '/r/RenderingFailsHere0'],
    ] as const) {
      const response = await page(hostDist(renderer), path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('box-preloaded');
    }
  });

  it('never serves the renderer itself as a file', async () => {
    const response = await page(dir, '/.ssr/entry.js');
    expect(await response.text()).not.toContain('renderPage');
  });
});

describe('jsonForScript', () => {
  it('leaves no <, > or & and reads back as the same value', () => {
    const value = { name: '</script><!--<script>a & b</script>\u2028' };
    const text = jsonForScript(JSON.stringify(value));
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
