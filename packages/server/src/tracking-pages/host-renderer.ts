import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFile } from '../static/files';

/**
 * The host's server-rendering entry (host/src/ssr/entry.tsx, built by the host's `vite build --ssr` into
 * dist/.ssr/, a hidden folder the static routes never serve). The server depends on core only: it loads the
 * host's build at run time, as it serves the host's build, and knows it by this shape alone.
 */
export interface HostRenderer {
  PRELOADED_ELEMENT_ID: string;
  renderPage(input: { url: string; preloaded: unknown }): Promise<{ html: string; title: string }>;
}

export const hostRendererPath = (hostDistDir: string) => join(hostDistDir, '.ssr', 'entry.js');

const loaded = new Map<string, Promise<HostRenderer | null>>();

const isHostRenderer = (mod: unknown): mod is HostRenderer =>
  typeof mod === 'object' &&
  mod !== null &&
  typeof (mod as HostRenderer).renderPage === 'function' &&
  typeof (mod as HostRenderer).PRELOADED_ELEMENT_ID === 'string';

/**
 * The renderer of this host build, or null when the build has none (an older build, or a build under way): the
 * pages are then the plain single-page app. A found renderer is kept for the process's life; an absent one is
 * looked for again on the next request, so a build made while the server runs is picked up.
 */
export async function loadHostRenderer(hostDistDir: string): Promise<HostRenderer | null> {
  const path = hostRendererPath(hostDistDir);
  const known = loaded.get(path);
  if (known) return known;
  if (!(await isFile(path))) return null;
  const loading = import(pathToFileURL(path).href).then(
    (mod: unknown) => (isHostRenderer(mod) ? mod : null),
    () => null,
  );
  loaded.set(path, loading);
  const renderer = await loading;
  if (!renderer) loaded.delete(path);
  return renderer;
}
