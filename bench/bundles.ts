// Bundle figures: gzip bytes of the host's first page JavaScript and of each widget build (brotli too for the
// standalone bundles, whose budgets are set in brotli). What a page loads first, and what a bundle owns, comes
// from the bundlers' own records of their outputs: Vite's build manifest (the host, the Rollup-built standalone
// elements, the Rollup-built libraries); the bytes are those of the files on disk.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A file's size under `compress`, once per content and kind: chunks shared by several entries are summed often,
 * and several packages' builds hold the same chunk (maplibre's, about 1 MB, which brotli at quality 11 takes
 * seconds over).
 */
function memoized(compress: (bytes: Buffer) => number): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    const bytes = readFileSync(file);
    const key = createHash('sha1').update(bytes).digest('base64');
    let size = sizes.get(key);
    if (size === undefined) {
      size = compress(bytes);
      sizes.set(key, size);
    }
    return size;
  };
}
const gz = memoized((bytes) => gzipSync(bytes, { level: 9 }).length);
/** A file's brotli size (quality 11), as the standalone elements' and the loader's budgets count it. */
export const brotliBytes = memoized(
  (bytes) => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
);
const sum = (dist: string, files: string[], size: (file: string) => number) =>
  files.reduce((n, f) => n + size(join(dist, f)), 0);

/** A chunk of a Vite build manifest (`build.manifest`), keyed by its source or `_<chunk>`. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JS files of the manifest chunks `keys` and of what they import statically, transitively (with `lazy`, the
 * chunks they load with `import()` too): what the browser must fetch before the modules run. Chunks reached only
 * by `import()` come later, if at all.
 */
function manifestFiles(manifest: Manifest, keys: string[], lazy = false): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
    if (lazy) for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return [...seen].filter((f) => f.endsWith('.js'));
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/**
 * The JS a signed-in shipper's browser runs for the first page (monitoring, where `/` leads): the entry, the
 * monitoring page's lazy chunk, and every chunk they import statically. Read from Vite's build manifest.
 */
export function hostFirstPageBytes(repo: string): { files: string[]; gzipBytes: number } {
  const dist = join(repo, 'host/dist');
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'));
  const firstPage = Object.keys(manifest).filter(
    (key) => manifest[key]?.isEntry || key.endsWith('MonitoringPage.tsx'),
  );
  const files = manifestFiles(manifest, firstPage);
  return { files, gzipBytes: sum(dist, files, gz) };
}

/**
 * Each entry of a package's library build (dist/library-manifest.json, the Vite manifest written by
 * ../packages/ui/build/widget-library.ts: index.js, the sub-path entries, the define entries) with its first
 * load: the entry and every chunk it imports statically, transitively, gzip. `import()`ed chunks are left out.
 * Keyed by the entry's file name without `.js` ('index', 'rating', 'order-tracking-define').
 */
export function libraryEntryBytes(dist: string): Record<string, number> {
  const file = join(dist, 'library-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the package again (pnpm build).`);
  const manifest = readJson<Manifest>(file);
  const out: Record<string, number> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) out[chunk.file.replace(/\.js$/, '')] = sum(dist, manifestFiles(manifest, [key]), gz);
  }
  return out;
}

/**
 * The Vite manifests of a package's standalone builds (dist/.vite/<bundle>.json, written by
 * ../packages/ui/build/widget-vite.ts), by the file of their entry chunk.
 */
function standaloneManifests(dist: string): Map<string, { manifest: Manifest; entry: string }> {
  const found = new Map<string, { manifest: Manifest; entry: string }>();
  const folder = join(dist, '.vite');
  if (!existsSync(folder)) return found;
  for (const name of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const manifest = readJson<Manifest>(join(folder, name));
    for (const [key, chunk] of Object.entries(manifest)) {
      if (chunk.isEntry) found.set(chunk.file, { manifest, entry: key });
    }
  }
  return found;
}

interface WidgetFigures {
  /** The library's index.js and what it imports statically (gzip). */
  library: number;
  /** Every library entry's first load (gzip), index included: see libraryEntryBytes. */
  libraryEntries: Record<string, number>;
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
 * Library build = each entry (index.js first) and the chunks it imports statically; for each standalone bundle, its first load
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
    const libraryEntries = existsSync(join(dist, 'index.js')) ? libraryEntryBytes(dist) : {};
    const library = libraryEntries.index ?? 0;
    const manifests = standaloneManifests(dist);
    for (const bundle of bundles) {
      const name = bundle.slice(0, -'.js'.length);
      // A Rollup-built bundle (packages/ui/build/widget-vite.ts) has chunks, its manifest says which; a tsup-built
      // one is a single file (its build has no splitting: everything, `import()`ed modules too, is in it).
      const built = manifests.get(bundle);
      if (!built && files.some((f) => f.startsWith(`${name}-`) && f.endsWith('.js')))
        throw new Error(
          `${join(dist, bundle)} has chunks but no manifest: build the package again (pnpm build).`,
        );
      const first = built ? manifestFiles(built.manifest, [built.entry]) : [bundle];
      const own = built ? manifestFiles(built.manifest, [built.entry], true) : [bundle];
      out[name === 'element' ? pkg : `${pkg}/${name}`] = {
        library,
        libraryEntries,
        standalone: sum(dist, first, gz),
        standaloneBrotli: sum(dist, first, brotliBytes),
        // With the lazy chunks (the map's): the bench reports them, no budget weighs them; worked out when read.
        get standaloneTotal() {
          return sum(dist, own, gz);
        },
        get standaloneTotalBrotli() {
          return sum(dist, own, brotliBytes);
        },
      };
    }
  }
  return out;
}
