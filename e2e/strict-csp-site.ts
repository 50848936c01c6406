// A partner's site under a strict Content-Security-Policy (issue 17), on `localhost`: another site than the
// portal's 127.0.0.1. Its pages hold one Box element each, from the portal's standalone bundle, and it serves its
// own copy of maplibre's CSP worker (a Worker comes from the page's own origin only), which the map elements name
// in `map-worker-url`. The policy is the one REFERENCE.md tells a partner to write (scripts/elements/csp.ts).
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MAPLIBRE_CSP_WORKER_PATH } from '@box/core/api';
import { partnerCspDirectives } from '../scripts/elements/csp';
import { freePort } from './support/product';

const uiRequire = createRequire(fileURLToPath(new URL('../packages/ui/package.json', import.meta.url)));
/** maplibre's CSP worker of the version the widgets bundle (ui's maplibre-gl), as a partner copies it. */
const WORKER_FILE = uiRequire.resolve('maplibre-gl/dist/maplibre-gl-csp-worker.js');
/** The shop serves it at the path the portal uses for its own (REFERENCE.md's example). */
export const WORKER_PATH = MAPLIBRE_CSP_WORKER_PATH;

export interface StrictCspSite {
  /** http://localhost:<port> */
  url: string;
  /** The policy its pages are served with. */
  policy: string;
  /** A page with `<tag attributes…>` and the portal's `/widgets/<folder>/<file>` script. */
  pageUrl(script: string, tag: string, attributes: Record<string, string>): string;
  /** A page with several elements and one script of the portal: the loader (`/elements/latest/box-elements.js`). */
  loaderPageUrl(elements: PageElement[]): string;
  stop(): Promise<void>;
}

export interface PageElement {
  tag: string;
  attributes: Record<string, string>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch);

export async function startStrictCspSite(boxUrl: string): Promise<StrictCspSite> {
  const port = await freePort();
  const policy = partnerCspDirectives(boxUrl)
    .map(({ directive, sources }) => `${directive} ${sources.join(' ')}`)
    .join('; ');
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    if (url.pathname === WORKER_PATH) {
      const body = await readFile(WORKER_FILE);
      return void res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(body);
    }
    if (url.pathname === '/page.css') {
      // The shop's own look, from its own origin (style-src 'self').
      return void res
        .writeHead(200, { 'content-type': 'text/css; charset=utf-8' })
        .end(
          'body { margin: 0; font-family: Georgia, serif; } main { padding: 16px; } h1 { font-size: 20px; }',
        );
    }
    if (url.pathname === '/page') {
      // script: a path of the portal (a standalone bundle under /widgets/, or the loader); elements: the tags.
      const script = url.searchParams.get('script') ?? '';
      const elements = JSON.parse(url.searchParams.get('elements') ?? '[]') as PageElement[];
      const scriptOk = /^(widgets\/[a-z0-9-]+\/[a-z0-9-]+\.js|elements\/latest\/box-elements\.js)$/.test(
        script,
      );
      if (!scriptOk || !elements.every(({ tag }) => /^box-[a-z-]+$/.test(tag)))
        return void res.writeHead(400).end('bad page');
      const tags = elements
        .map(({ tag, attributes }) => {
          const attrs = Object.entries(attributes)
            .map(([name, value]) => ` ${escapeHtml(name)}="${escapeHtml(value)}"`)
            .join('');
          return `<${tag}${attrs}></${tag}>`;
        })
        .join('\n      ');
      const html = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Loja com CSP estrita</title>
    <link rel="stylesheet" href="/page.css" />
    <script type="module" src="${boxUrl}/${script}" crossorigin></script>
  </head>
  <body>
    <main>
      <h1>Loja com CSP estrita</h1>
      ${tags}
    </main>
  </body>
</html>`;
      return void res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': policy,
          'cache-control': 'no-store',
        })
        .end(html);
    }
    res.writeHead(404).end('not found');
  });
  // Every interface: `localhost` may resolve to ::1 first.
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const url = `http://localhost:${port}`;
  const pageAt = (script: string, elements: PageElement[]) =>
    `${url}/page?${new URLSearchParams({ script, elements: JSON.stringify(elements) })}`;
  return {
    url,
    policy,
    pageUrl: (script, tag, attributes) => pageAt(`widgets/${script}`, [{ tag, attributes }]),
    loaderPageUrl: (elements) => pageAt('elements/latest/box-elements.js', elements),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
