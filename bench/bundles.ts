// Bundle figures: gzip bytes of the host's first page JavaScript and of each widget build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JS a browser fetches before the first page renders: the entry module and its modulepreloads. */
export function hostFirstPageBytes(repo: string): { files: string[]; gzipBytes: number } {
  const dist = join(repo, 'host/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(srcs)].map((s) => join(dist, s.replace(/^\//, '')));
  return {
    files: files.map((f) => f.slice(dist.length + 1)),
    gzipBytes: files.reduce((n, f) => n + gz(f), 0),
  };
}

export function widgetBytes(repo: string): Record<string, { library: number; standalone: number }> {
  const out: Record<string, { library: number; standalone: number }> = {};
  for (const pkg of readdirSync(join(repo, 'packages'))) {
    const dist = join(repo, 'packages', pkg, 'dist');
    if (!existsSync(join(dist, 'element.js'))) continue;
    out[pkg] = { library: gz(join(dist, 'index.js')), standalone: gz(join(dist, 'element.js')) };
  }
  return out;
}
