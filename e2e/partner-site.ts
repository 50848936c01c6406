// A partner retailer's site on its own origin: serves the tracking package's build (the standalone
// <box-shipment-tracking>, its lazy chunks and the partner example page) as a shop would host them, and the
// element example pages (/examples/…, as the product serves them in demo mode) with their one script tag
// pointing at the product's origin (`setBoxOrigin`), as a partner copies them from a REFERENCE.md.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../packages/tracking/dist/', import.meta.url));
const repo = fileURLToPath(new URL('../', import.meta.url));
/** The origin the example pages are written with (packages/server/src/static/embedding.ts EXAMPLE_ORIGIN). */
const EXAMPLE_ORIGIN = 'http://127.0.0.1:3000';

/** /examples/<file> from examples/, /examples/<package>/<file> from packages/<package>/examples/. */
function exampleFile(path: string): string | null {
  const [, ...segments] = path.split('/');
  if (segments.length === 1) return join(repo, 'examples', segments[0] ?? '');
  if (segments.length === 2) return join(repo, 'packages', segments[0] ?? '', 'examples', segments[1] ?? '');
  return null;
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

export interface PartnerSite {
  url: string;
  /** The product's origin, written into the example pages' script tags and api-base. */
  setBoxOrigin(url: string): void;
  stop(): Promise<void>;
}

export async function startPartnerSite(port: number): Promise<PartnerSite> {
  let box = EXAMPLE_ORIGIN;
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^\/+/,
      '',
    );
    if (path.startsWith('..')) return void res.writeHead(403).end();
    // A shop has an icon; without one the browser's own request for it would be a 404 in the console.
    if (path === 'favicon.ico') return void res.writeHead(204).end();
    if (path.startsWith('reference/')) {
      // /reference/<package>/<tag>.html: a bare page holding only that tag's snippet from the package's
      // REFERENCE.md, as a partner pastes it; ?name=value fills the snippet's attribute of that name.
      const [, folder, page] = path.split('/');
      try {
        const tag = (page ?? '').replace(/\.html$/, '');
        const reference = await readFile(join(repo, 'packages', folder ?? '', 'REFERENCE.md'), 'utf8');
        const section = reference.slice(reference.indexOf(`## \`<${tag}>\``));
        // The snippet that loads the element (a description may show other markup first, such as the
        // light-DOM fallback of the tracking tags).
        let snippet = [...section.matchAll(/```html\n([\s\S]*?)```/g)]
          .map((m) => m[1] ?? '')
          .find((block) => block.includes('<script'));
        if (!snippet) throw new Error('no snippet');
        snippet = snippet.replaceAll(EXAMPLE_ORIGIN, box);
        for (const [name, value] of new URL(req.url ?? '/', 'http://x').searchParams) {
          snippet = snippet.replace(new RegExp(`(<${tag}[^>]*\\s${name}=")[^"]*"`), `$1${value}"`);
        }
        const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Parceiro</title></head><body>${snippet}</body></html>`;
        return void res.writeHead(200, { 'content-type': TYPES['.html'] }).end(html);
      } catch {
        return void res.writeHead(404).end('not found');
      }
    }
    if (path.startsWith('examples/')) {
      const file = exampleFile(path);
      try {
        if (!file) throw new Error('not an example');
        const body = await readFile(file);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const text = extname(file) === '.html' ? body.toString('utf8').replaceAll(EXAMPLE_ORIGIN, box) : body;
        return void res.writeHead(200, { 'content-type': type }).end(text);
      } catch {
        return void res.writeHead(404).end('not found');
      }
    }
    try {
      const body = await readFile(join(root, path || 'partner.html'));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setBoxOrigin: (url) => {
      box = url;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
