// Bundle figures: gzip bytes of the host's first page JavaScript and of each widget build (brotli too for the
// standalone bundles, whose budgets are set in brotli).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const br = (file: string) =>
  brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JS a signed-in shipper's browser runs for the first page (monitoring, where `/` leads): the entry, the
 * monitoring page's lazy chunk, and every chunk they import statically. Read from Vite's build manifest.
 */
export function hostFirstPageBytes(repo: string): { files: string[]; gzipBytes: number } {
  const dist = join(repo, 'host/dist');
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    readFileSync(join(dist, '.vite/manifest.json'), 'utf8'),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.endsWith('MonitoringPage.tsx')) visit(key);
  }
  const files = [...seen].filter((f) => f.endsWith('.js'));
  return { files, gzipBytes: files.reduce((n, f) => n + gz(join(dist, f)), 0) };
}

/**
 * A module and every chunk it imports statically, transitively: what the browser must fetch before the module
 * runs (esbuild's shared chunks). Chunks loaded with `import()` are left out: they come later, if at all.
 */
function staticClosure(dist: string, entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const match of code.matchAll(
      /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([\w.-]+\.js)["']/g,
    )) {
      if (match[1]) visit(match[1]);
    }
  };
  visit(entry);
  return [...seen];
}

interface WidgetFigures {
  library: number;
  /** The bundle and the chunks it imports statically: the standalone element's first load (gzip). */
  standalone: number;
  standaloneBrotli: number;
  /** The bundle and every chunk of its own, the lazy ones (the map) included. */
  standaloneTotal: number;
  standaloneTotalBrotli: number;
}

/** Standalone bundles: `element.js`, or `<tag>-element.js` in a package with several tags. */
const STANDALONE = /^(?:[\w-]+-)?element\.js$/;

/**
 * Library build = index.js and the chunks it imports statically; for each standalone bundle, its first load
 * and its total with the lazy chunks. Keyed by package for `element.js`, else `package/bundle`.
 */
export function widgetBytes(repo: string): Record<string, WidgetFigures> {
  const out: Record<string, WidgetFigures> = {};
  for (const pkg of readdirSync(join(repo, 'packages'))) {
    const dist = join(repo, 'packages', pkg, 'dist');
    if (!existsSync(dist)) continue;
    const files = readdirSync(dist);
    const bundles = files.filter((f) => STANDALONE.test(f));
    // What an app that imports the library loads up front; chunks reached only by `import()` (the map that
    // @box/ui's barrel makes reachable, whether or not the widget shows one) come later, if ever.
    const library = existsSync(join(dist, 'index.js'))
      ? staticClosure(dist, 'index.js').reduce((n, f) => n + gz(join(dist, f)), 0)
      : 0;
    for (const bundle of bundles) {
      const name = bundle.slice(0, -'.js'.length);
      // Rollup-built bundles have `<name>-<hash>.js` chunks; tsup-built ones are a single file.
      const own = files.filter((f) => f === bundle || (f.startsWith(`${name}-`) && f.endsWith('.js')));
      const first = staticClosure(dist, bundle);
      out[name === 'element' ? pkg : `${pkg}/${name}`] = {
        library,
        standalone: first.reduce((n, f) => n + gz(join(dist, f)), 0),
        standaloneBrotli: first.reduce((n, f) => n + br(join(dist, f)), 0),
        standaloneTotal: own.reduce((n, f) => n + gz(join(dist, f)), 0),
        standaloneTotalBrotli: own.reduce((n, f) => n + br(join(dist, f)), 0),
      };
    }
  }
  return out;
}
