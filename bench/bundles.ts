// Bundle figures: gzip bytes of the host's first page JavaScript and of each widget build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

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
  /** element.js and the chunks it imports statically: the standalone element's first load. */
  standalone: number;
  /** element.js and every element-* chunk, the lazy ones included. */
  standaloneTotal: number;
}

/** Library build = index.js and the chunks it shares with define.js; standalone = element.js's first load. */
export function widgetBytes(repo: string): Record<string, WidgetFigures> {
  const out: Record<string, WidgetFigures> = {};
  for (const pkg of readdirSync(join(repo, 'packages'))) {
    const dist = join(repo, 'packages', pkg, 'dist');
    if (!existsSync(join(dist, 'element.js'))) continue;
    const files = readdirSync(dist);
    const library = files.filter((f) => f === 'index.js' || /^chunk-.*\.js$/.test(f));
    const element = files.filter((f) => f === 'element.js' || /^element-.*\.js$/.test(f));
    out[pkg] = {
      library: library.reduce((n, f) => n + gz(join(dist, f)), 0),
      standalone: staticClosure(dist, 'element.js').reduce((n, f) => n + gz(join(dist, f)), 0),
      standaloneTotal: element.reduce((n, f) => n + gz(join(dist, f)), 0),
    };
  }
  return out;
}
