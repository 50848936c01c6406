import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { STORYBOOK_DIST_DIR } from '../paths';
import { ownOrigin } from '../security/origins';
import { isFile, mimeType, resolveInside, sendFile } from './files';

/** The origin the example pages and REFERENCE.md snippets are written with (what `pnpm start` serves). */
export const EXAMPLE_ORIGIN = 'http://127.0.0.1:3000';

const REVALIDATE = 'no-cache';

const notFound = (c: Context) => c.text('Arquivo não encontrado.', 404);

const segmentsOf = (path: string, prefix: string) => path.slice(prefix.length).split('/').filter(Boolean);

/**
 * Storybook's static build uses inline scripts and styles and evaluates its stories' code: it gets a policy of
 * its own, still closed to other sites (it is a demo tool, never served in production mode).
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The element stories give the map its offline style as a data: URL.
  "connect-src 'self' data:",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * What integrators and designers reach besides the portal:
 * - `/widgets/*` (the bundles, served by ./routes.ts) are readable from any origin: a partner page loads them
 *   with `<script type="module">`, which fetches in CORS mode. They are public code; the API keeps its own
 *   allowlist (BOX_PARTNER_ORIGINS).
 * - demo mode only: `/examples/<package>/<tag>.html` (packages/<package>/examples/, one page per element, with
 *   the shared /examples/example.js and .css from examples/), their `http://127.0.0.1:3000` rewritten to our own
 *   origin; and `/storybook/` (the static Storybook build, storybook-static/).
 */
export const embeddingRoutes = new Hono<AppEnv>()
  .use('/widgets/*', async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  })
  .on(['GET', 'HEAD'], ['/examples', '/examples/*'], async (c) => {
    const { config } = c.get('deps');
    if (config.mode !== 'demo') return notFound(c);
    const examplesDir = join(config.packagesDir, '..', 'examples');
    const segments = segmentsOf(c.req.path, '/examples');
    if (segments.length === 0) return c.redirect('/examples/index.html', 302);
    // /examples/<file> is shared (examples/); /examples/<package>/<file> is that package's examples/ folder.
    const [first, ...rest] = segments;
    const file =
      rest.length === 0
        ? resolveInside(examplesDir, segments)
        : first && /^[a-z0-9-]+$/.test(first)
          ? resolveInside(join(config.packagesDir, first, 'examples'), rest)
          : null;
    if (!file || !(await isFile(file))) return notFound(c);
    if (!file.endsWith('.html')) return (await sendFile(c, file, REVALIDATE)) ?? notFound(c);
    const html = (await readFile(file, 'utf8')).replaceAll(EXAMPLE_ORIGIN, ownOrigin(c, config));
    return new Response(c.req.method === 'HEAD' ? null : html, {
      headers: { 'Content-Type': mimeType(file), 'Cache-Control': REVALIDATE },
    });
  })
  .on(['GET', 'HEAD'], ['/storybook', '/storybook/*'], async (c) => {
    const { config } = c.get('deps');
    if (config.mode !== 'demo') return notFound(c);
    if (c.req.path === '/storybook') return c.redirect('/storybook/', 301);
    const segments = segmentsOf(c.req.path, '/storybook');
    const file = resolveInside(
      config.storybookDir ?? STORYBOOK_DIST_DIR,
      segments.length ? segments : ['index.html'],
    );
    const response = file && (await sendFile(c, file, REVALIDATE));
    if (!response) {
      return c.text('Storybook não encontrado. Rode `pnpm build-storybook` na raiz do projeto.', 404);
    }
    response.headers.set('Content-Security-Policy', STORYBOOK_CSP);
    return response;
  });
