import { join } from 'node:path';
import { API_BASE_PATH } from '@box/core/api';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { renderMessagePage } from '../ssr/layout';
import { renderTrackingPage } from '../tracking-pages/pages';
import { buildInProgress, stillBuilding } from './build-marker';
import { isFile, resolveInside, sendFile } from './files';

// Vite and tsup put a content hash in asset names, so they may be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const RESERVED = [API_BASE_PATH, '/_ssr', '/widgets', '/elements', '/assets'];

/**
 * A content-hashed chunk of a widget build: the standalone bundles' lazy parts (`element-<hash>.js`,
 * `order-tracking-element-<hash>.js`, packages/ui/build/widget-vite.ts) and the libraries' shared chunks
 * (`chunk-<hash>.js`, widget-tsup.ts); Rollup's and esbuild's hashes are 8 characters. Their names change with
 * their content, so they are cached for good and a reload asks nothing for them. The entries an integrator links
 * by name (`element.js`, `define.js`, `index.js`, …) and the source maps revalidate.
 */
export const isHashedWidgetChunk = (file: string) =>
  /^(?:(?:[a-z0-9]+-)*element|chunk)-[\w-]{8}\.js$/.test(file);

const segmentsOf = (path: string, prefix: string) => path.slice(prefix.length).split('/').filter(Boolean);

const notFound = (c: Context) => c.text('Arquivo não encontrado.', 404);

const wantsHtml = (c: Context) => (c.req.header('accept') ?? '').includes('text/html');

function notBuilt(c: Context) {
  return c.html(
    renderMessagePage({
      title: 'Portal ainda não compilado',
      message:
        'A interface do portal ainda não foi compilada. Rode `pnpm build` na raiz do projeto (ou use `pnpm start`, que compila e inicia) e recarregue esta página.',
    }),
    503,
  );
}

/**
 * The host app's build (history mode: page routes get index.html) and the widget bundles at
 * /widgets/<package-folder>/<file> from packages/<folder>/dist/.
 */
export const staticRoutes = new Hono<AppEnv>()
  .on(['GET', 'HEAD'], '/widgets/*', async (c) => {
    const [folder, ...rest] = segmentsOf(c.req.path, '/widgets/');
    if (!folder || !/^[a-z0-9-]+$/.test(folder) || rest.length === 0) return notFound(c);
    const { packagesDir } = c.get('deps').config;
    const dist = join(packagesDir, folder, 'dist');
    const file = resolveInside(dist, rest);
    const caching = rest.length === 1 && isHashedWidgetChunk(rest[0] as string) ? IMMUTABLE : REVALIDATE;
    const sent = file && (await sendFile(c, file, caching));
    if (sent) return sent;
    return file && (await buildInProgress(dist)) ? stillBuilding() : notFound(c);
  })
  .on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const { hostDistDir } = c.get('deps').config;
    const file = resolveInside(join(hostDistDir, 'assets'), segmentsOf(c.req.path, '/assets/'));
    return (file && (await sendFile(c, file, IMMUTABLE))) || notFound(c);
  })
  // The public tracking pages come rendered (status and timeline before any script); the SPA if they cannot be.
  .on(['GET', 'HEAD'], '/r/:token', async (c, next) => {
    if (!wantsHtml(c)) return next();
    return (await renderTrackingPage(c, 'order', c.req.param('token'))) ?? next();
  })
  .on(['GET', 'HEAD'], '/rr/:hash', async (c, next) => {
    if (!wantsHtml(c)) return next();
    return (await renderTrackingPage(c, 'shipment', c.req.param('hash'))) ?? next();
  })
  .on(['GET', 'HEAD'], '*', async (c) => {
    const path = c.req.path;
    if (RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return notFound(c);
    const { hostDistDir } = c.get('deps').config;
    const segments = segmentsOf(path, '/');
    const file = segments.length > 0 ? resolveInside(hostDistDir, segments) : null;
    const direct = file && (await sendFile(c, file, REVALIDATE));
    if (direct) return direct;
    if (!wantsHtml(c)) return notFound(c);
    const index = join(hostDistDir, 'index.html');
    if (!(await isFile(index))) return notBuilt(c);
    return (await sendFile(c, index, REVALIDATE)) ?? notBuilt(c);
  });
