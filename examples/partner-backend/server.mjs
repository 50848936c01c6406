// A partner's backend (an ERP's intranet) embedding signed-in Box elements on its own site, with no portal
// cookie: it holds the API key, mints a short-lived embed token per page for its signed-in employee, and
// receives Box's signed webhooks. Plain Node 20, no dependencies:
//
//   BOX_API_KEY=box_sk_… BOX_URL=http://127.0.0.1:3000 node examples/partner-backend/server.mjs
//   → http://localhost:4000
//
// BOX_API_KEY needs the scopes the elements use (orders:create, orders:read, billing:read). Optional:
// PORT (4000), BOX_USER_EMAIL (the Box user the employee acts as), BOX_TOKEN_TTL_MINUTES (the portal's default),
// BOX_WEBHOOK_SECRET (whsec_…, shown once when the webhook endpoint is created).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';

const BOX_URL = (process.env.BOX_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const API_KEY = process.env.BOX_API_KEY ?? '';
const PORT = Number(process.env.PORT ?? 4000);
// A real ERP takes this from its own session: the e-mail of the employee signed in to the intranet.
const USER_EMAIL = process.env.BOX_USER_EMAIL ?? 'ana@mercado.example';
const TTL_MINUTES = process.env.BOX_TOKEN_TTL_MINUTES ? Number(process.env.BOX_TOKEN_TTL_MINUTES) : undefined;
const WEBHOOK_SECRET = process.env.BOX_WEBHOOK_SECRET ?? '';

/** The intranet's pages: one Box element each, from one script of the portal. */
const PAGES = {
  '/': { title: 'Solicitar serviço', script: 'spot-wizard/element.js', tag: 'box-spot-wizard' },
  '/pedidos': { title: 'Pedidos', script: 'order-monitoring/element.js', tag: 'box-order-monitoring' },
  '/extrato': { title: 'Faturamento', script: 'billing-statement/element.js', tag: 'box-billing-statement' },
  // Public tracking needs no token and no configuration on the portal: the shipment's hash is the authority.
  '/rastreio': {
    title: 'Rastreio',
    script: 'tracking/shipment-tracking-element.js',
    tag: 'box-shipment-tracking',
  },
};

/** Webhooks received and verified, newest first (GET /webhooks shows them). */
const received = [];

/**
 * Exchanges the API key for an embed token bound to this employee and to the page's origin. Only this server
 * sees the key; the browser gets a token that works from this origin only, for minutes.
 */
async function mintToken(origin) {
  const response = await fetch(`${BOX_URL}/jade/api/embed-tokens`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userEmail: USER_EMAIL, origin, ttlMinutes: TTL_MINUTES }),
  });
  if (!response.ok) throw new Error(`embed-tokens: ${response.status} ${await response.text()}`);
  return response.json(); // { token, expiresAt, origin, scopes }
}

/** Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes, base64, as 'v1,<sig>'. */
function verifyWebhook(headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'] ?? '';
  // An old timestamp is a replay: refused after five minutes.
  if (!id || !timestamp || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(WEBHOOK_SECRET.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  // Several signatures may come (while the secret rotates); one valid is enough.
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    const given = Buffer.from(signature ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);

function renderPage(path, { title, script, tag }, attributes) {
  const attrs = Object.entries({ 'api-base': `${BOX_URL}/jade/api`, ...attributes })
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const links = Object.entries(PAGES)
    .map(
      ([href, page]) => `<a href="${href}"${href === path ? ' aria-current="page"' : ''}>${page.title}</a>`,
    )
    .join('');
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} · ERP Exemplo</title>
    <link rel="stylesheet" href="/page.css" />
    <script type="module" src="/page.js"></script>
    <script type="module" src="${BOX_URL}/widgets/${script}"></script>
  </head>
  <body>
    <header><strong>ERP Exemplo</strong><nav aria-label="Intranet">${links}</nav></header>
    <main>
      <h1>${title}</h1>
      <${tag}${attrs}></${tag}>
      <h2>Eventos</h2>
      <ol id="events"></ol>
    </main>
  </body>
</html>`;
}

/**
 * The intranet's own policy, as REFERENCE.md's 'Under a strict Content-Security-Policy' gives it: its scripts,
 * and the portal's for the element and its calls. No 'unsafe-inline' (the elements adopt constructed
 * stylesheets) and no blob: worker (the map's worker is served from this origin, below).
 */
const CSP = [
  "default-src 'self'",
  `script-src 'self' ${BOX_URL}`,
  `style-src 'self' ${BOX_URL}`,
  `connect-src 'self' ${BOX_URL}`,
  `img-src 'self' ${BOX_URL} data:`,
  `font-src 'self' ${BOX_URL}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * A browser builds a Worker only from the page's own origin, so the map's worker (maplibre's CSP build) is served
 * from here: a copy of the portal's, fetched once. A shop would copy the file into its static folder instead.
 */
const MAP_WORKER_PATH = '/maplibre-gl-csp-worker.js';
let mapWorker;
async function mapWorkerScript() {
  if (!mapWorker) {
    const response = await fetch(`${BOX_URL}${MAP_WORKER_PATH}`);
    if (!response.ok) throw new Error(`map worker: ${response.status}`);
    mapWorker = Buffer.from(await response.arrayBuffer());
  }
  return mapWorker;
}

const readBody = async (req) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  // The page's origin, as the browser sends it in `Origin`: the token works from there only. (Behind a proxy,
  // write the public origin here instead.)
  const origin = url.origin;
  const send = (status, type, body, headers = {}) =>
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers }).end(body);
  try {
    const page = PAGES[url.pathname];
    if (req.method === 'GET' && page) {
      const attributes =
        page.tag === 'box-shipment-tracking'
          ? { hash: url.searchParams.get('hash') ?? '', 'map-worker-url': MAP_WORKER_PATH }
          : { 'auth-token': (await mintToken(origin)).token };
      return send(200, 'text/html; charset=utf-8', renderPage(url.pathname, page, attributes), {
        'Content-Security-Policy': CSP,
      });
    }
    if (req.method === 'GET' && url.pathname === '/box-token') {
      // The page asks for a fresh token when its element says the current one is about to expire.
      return send(200, 'application/json', JSON.stringify(await mintToken(origin)));
    }
    if (req.method === 'GET' && url.pathname === MAP_WORKER_PATH) {
      return send(200, 'text/javascript', await mapWorkerScript());
    }
    if (req.method === 'GET' && (url.pathname === '/page.js' || url.pathname === '/page.css')) {
      const file = await readFile(new URL(`.${url.pathname}`, import.meta.url));
      return send(200, url.pathname.endsWith('.js') ? 'text/javascript' : 'text/css', file);
    }
    if (req.method === 'POST' && url.pathname === '/webhooks') {
      const body = await readBody(req);
      if (!verifyWebhook(req.headers, body)) {
        console.log(`webhook refused: bad signature (${req.headers['webhook-id']})`);
        return send(401, 'text/plain', 'bad signature');
      }
      const event = JSON.parse(body);
      console.log(`webhook verified: ${event.type} ${req.headers['webhook-id']}`);
      received.unshift({ id: req.headers['webhook-id'], ...event });
      // Answer fast with a 2xx: anything else (or no answer) is retried by Box.
      return send(204, 'text/plain', '');
    }
    if (req.method === 'GET' && url.pathname === '/webhooks') {
      return send(200, 'application/json', JSON.stringify(received.slice(0, 50), null, 2));
    }
    send(404, 'text/plain', 'not found');
  } catch (error) {
    console.error(error);
    send(502, 'text/plain', 'Box indisponível');
  }
});

server.listen(PORT, () => console.log(`partner backend on http://localhost:${PORT} (Box: ${BOX_URL})`));
