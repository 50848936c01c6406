import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { buildInProgress, stillBuilding } from './build-marker';
import { sendFile } from './files';

/**
 * The loader build (packages/elements, issue 17): `box-elements.js` and its chunks at
 * `/elements/<build>/<file>`, where `<build>` is `<version>+<hash of the build's files>` from its
 * dist/manifest.json. That name changes with any change of code, version bump or not, so the files are served
 * immutable for a year: a reload of a page with elements asks nothing for them, and a new build is a new URL.
 *
 * `/elements/latest/<file>` and `/elements/<version>/<file>` (the bare package version) answer a 302 to the same
 * file of the current build, itself cached 5 minutes. A redirect rather than the file: the loader imports its
 * chunks relative to its own URL, which after the redirect is the versioned one, so every chunk is fetched under
 * an immutable URL and survives the next deploy in the cache; and no page can get an entry and chunks of two
 * different builds. Pinning with SRI (`integrity`) needs the versioned URL; `latest` may change under the hash.
 *
 * Only the files the manifest lists (it holds their sha384) and the manifest itself are served: nothing else of
 * dist/, and no path outside it. An older build's folder answers 404: this server keeps only the current build.
 */
export const ELEMENTS_PATH = '/elements';
export const LOADER_MANIFEST = 'manifest.json';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a browser or a CDN keeps the `latest` redirect: a deploy reaches every page within this time. */
const ALIAS_MAX_AGE_SECONDS = 300;

interface LoaderManifest {
  version: string;
  build: string;
  files: Record<string, { integrity: string; bytes: number }>;
}

let cached: { key: string; manifest: LoaderManifest | null } | null = null;

/** The current build's manifest, read again when the file changes (a rebuild needs no restart); null if unbuilt. */
async function currentManifest(dist: string): Promise<LoaderManifest | null> {
  const file = join(dist, LOADER_MANIFEST);
  let key: string;
  try {
    const info = await stat(file);
    key = `${file}\0${info.size}\0${info.mtimeMs}`;
  } catch {
    return null;
  }
  if (cached?.key === key) return cached.manifest;
  let manifest: LoaderManifest | null = null;
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<LoaderManifest>;
    // The build names a URL segment: only characters that need no escaping there.
    if (typeof parsed.build === 'string' && /^[\w.+-]+$/.test(parsed.build) && parsed.version && parsed.files)
      manifest = parsed as LoaderManifest;
  } catch {
    manifest = null;
  }
  cached = { key, manifest };
  return manifest;
}

const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const notFound = (message = 'Arquivo não encontrado.') =>
  new Response(message, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
  });

export const elementsRoutes = new Hono<AppEnv>()
  // Public code, read by partner pages on any origin: a module script fetches in CORS mode (the redirect too).
  .use(`${ELEMENTS_PATH}/*`, async (c, next) => {
    await next();
    c.res.headers.set('Access-Control-Allow-Origin', '*');
    c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin');
  })
  .on(['GET', 'HEAD'], [`${ELEMENTS_PATH}/*`], async (c) => {
    const [rawVersion, ...rawRest] = c.req.path.slice(ELEMENTS_PATH.length + 1).split('/');
    const version = decoded(rawVersion ?? '');
    const rest = rawRest.map(decoded);
    if (!version || rest.length === 0 || rest.some((s) => !s)) return notFound();
    const path = (rest as string[]).join('/');
    const dist = join(c.get('deps').config.packagesDir, 'elements', 'dist');
    const manifest = await currentManifest(dist);
    if (!manifest && (await buildInProgress(dist))) return stillBuilding();
    if (!manifest)
      return notFound('Os elementos da Box ainda não foram compilados neste servidor (pnpm build).');
    const known = path === LOADER_MANIFEST || Object.hasOwn(manifest.files, path);
    if (version === 'latest' || version === manifest.version) {
      if (!known) return notFound();
      const target = `${ELEMENTS_PATH}/${manifest.build}/${rawRest.join('/')}`;
      return new Response(null, {
        status: 302,
        headers: { Location: target, 'Cache-Control': `public, max-age=${ALIAS_MAX_AGE_SECONDS}` },
      });
    }
    if (version !== manifest.build)
      return notFound(
        `Esta versão dos elementos da Box não está neste servidor; a atual é ${manifest.build} (ou use ${ELEMENTS_PATH}/latest/).`,
      );
    // Only listed names reach the disk, so no segment can climb out of dist/.
    if (!known) return notFound();
    return (await sendFile(c, join(dist, ...path.split('/')), IMMUTABLE)) ?? notFound();
  });
