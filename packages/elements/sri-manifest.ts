// dist/manifest.json of the loader build: what the server and integrators need to trust and pin the files.
// - `build`: the versioned folder's name, `<package version>+<hash of every file>` (semver build metadata). The
//   files are served for a year as immutable under /elements/<build>/, so a code change that forgets the version
//   bump still gets a new URL: a browser never keeps old code under a new build's name, nor the reverse.
// - `files`: the SRI hash (sha384, https://www.w3.org/TR/SRI/) and size of every file the server sends.
// - `entry` and `tags`: which files the loader fetches first and which each tag needs (its define chunk and the
//   chunks it imports statically; `lazy`, what it may import later, the map), for the budgets and the e2e test.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { TagDefine } from './tag-defines.ts';

export const MANIFEST_FILE = 'manifest.json';

export interface LoaderManifest {
  name: string;
  version: string;
  build: string;
  entry: string;
  /** The entry and every chunk it imports statically. */
  entryFiles: string[];
  tags: Record<string, { files: string[]; lazy: string[] }>;
  files: Record<string, { integrity: string; bytes: number }>;
}

interface ChunkInfo {
  fileName: string;
  imports: string[];
  dynamicImports: string[];
  moduleIds: readonly string[];
  isEntry: boolean;
}

export const integrityOf = (bytes: Uint8Array) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/**
 * `start` and every file it imports statically, transitively (with `lazy`, through `import()` too), short of the
 * files in `loaded` (the loader's own: the tags' chunks import Vite's preload helper from it, and following its
 * `import()`s would count every tag as a dependency of every other).
 */
export function closure(
  chunks: Map<string, ChunkInfo>,
  start: string[],
  lazy = false,
  loaded: readonly string[] = [],
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || seen.has(file) || loaded.includes(file)) return;
    seen.add(file);
    for (const dep of chunk.imports) visit(dep);
    if (lazy) for (const dep of chunk.dynamicImports) visit(dep);
  };
  for (const file of start) visit(file);
  return [...seen];
}

/** Every file under `dir`, as paths relative to it, sorted; the .vite/ build records are not served. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.name.startsWith('.') || path === MANIFEST_FILE) return [];
      return entry.isDirectory() ? filesUnder(dir, path) : [path];
    })
    .sort();
}

export function sriManifest(options: {
  name: string;
  version: string;
  outDir: string;
  defines: readonly TagDefine[];
}): Plugin {
  const chunks = new Map<string, ChunkInfo>();
  return {
    name: 'box-sri-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
    },
    writeBundle() {
      const entry = [...chunks.values()].find((c) => c.isEntry);
      if (!entry) throw new Error('box-sri-manifest: the build has no entry chunk');
      const entryFiles = closure(chunks, [entry.fileName]);
      // The page may link the entry under another URL (/elements/latest/, a redirect): nothing may import it.
      const importers = [...chunks.values()].filter(
        (c) => c.imports.includes(entry.fileName) || c.dynamicImports.includes(entry.fileName),
      );
      if (importers.length > 0)
        throw new Error(
          `box-sri-manifest: ${importers.map((c) => c.fileName).join(', ')} import ${entry.fileName}; a page linking /elements/latest/ would run it twice`,
        );
      const tags: LoaderManifest['tags'] = {};
      for (const define of options.defines) {
        // By the module, not the chunk's facade: Rollup leaves facadeModuleId null on some dynamic entries.
        const chunk = [...chunks.values()].find((c) => c.moduleIds.includes(define.source));
        if (!chunk) throw new Error(`box-sri-manifest: no chunk for <${define.tag}> (${define.source})`);
        const files = closure(chunks, [chunk.fileName], false, entryFiles);
        const lazy = closure(chunks, [chunk.fileName], true, entryFiles).filter((f) => !files.includes(f));
        tags[define.tag] = { files, lazy };
      }
      const files: LoaderManifest['files'] = {};
      const whole = createHash('sha256');
      for (const name of filesUnder(options.outDir)) {
        const bytes = readFileSync(join(options.outDir, name));
        files[name] = { integrity: integrityOf(bytes), bytes: bytes.byteLength };
        whole.update(`${name}\0${files[name].integrity}\0`);
      }
      const manifest: LoaderManifest = {
        name: options.name,
        version: options.version,
        build: `${options.version}+${whole.digest('hex').slice(0, 12)}`,
        entry: entry.fileName,
        entryFiles,
        tags,
        files,
      };
      // Written beside, then renamed over: a reader (the running server, `pnpm test`'s unit tests beside the build)
      // sees the old manifest or the new one, never half of one.
      const target = join(options.outDir, MANIFEST_FILE);
      writeFileSync(`${target}.${process.pid}`, `${JSON.stringify(manifest, null, 2)}\n`);
      renameSync(`${target}.${process.pid}`, target);
    },
  };
}
