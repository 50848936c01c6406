import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mergeConfig, type Plugin } from 'vite';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';
import { sriManifest } from './sri-manifest.ts';
import { tagDefines, tagLoadersSource } from './tag-defines.ts';

// dist/box-elements.js, the loader (issue 17): a small entry that watches the page for Box tags and imports each
// tag's define chunk on first sight. Rollup puts what several tags share (React, signals, ui, core) in chunks of
// their own, so N elements on a page fetch React once. The settings are the standalone elements' (terser pass,
// relative chunk URLs, no modulepreload), with content-hashed chunk names and dist/manifest.json (SRI, build id).
const root = fileURLToPath(new URL('.', import.meta.url));
// BOX_OUT_DIR: another folder, to compare a setting without touching the dist/ the server serves.
const outDir = resolve(root, process.env.BOX_OUT_DIR ?? 'dist');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name: string; version: string };
const defines = tagDefines();
/** The first tag whose define module is in a chunk (by module: Rollup leaves some dynamic entries' facade null). */
const tagOfChunk = (moduleIds: readonly string[]) => defines.find((d) => moduleIds.includes(d.source))?.tag;

/** Rewrites src/tag-loaders.ts when an element package's tags changed (a no-op otherwise). */
function writeTagLoaders(): Plugin {
  return {
    name: 'box-tag-loaders',
    apply: 'build',
    buildStart() {
      const file = join(root, 'src/tag-loaders.ts');
      const wanted = tagLoadersSource();
      if (readFileSync(file, 'utf8') !== wanted) writeFileSync(file, wanted);
    },
  };
}

export default mergeConfig(
  standaloneElementBuild({ root, entry: 'src/box-elements.ts', name: 'box-elements' }),
  {
    plugins: [writeTagLoaders(), sriManifest({ name: pkg.name, version: pkg.version, outDir, defines })],
    build: {
      outDir,
      // dist/ is this build's alone: nothing of a previous build may stay in the manifest.
      emptyOutDir: true,
      manifest: false,
      rollupOptions: {
        // `discover` and `BOX_TAGS` stay exported for pages with their own shadow roots.
        preserveEntrySignatures: 'allow-extension',
        output: {
          // A tag's chunk is named after its tag, React's 'react': readable in a network panel.
          chunkFileNames: (chunk: { moduleIds: readonly string[]; name: string }) =>
            `${tagOfChunk(chunk.moduleIds) ?? chunk.name}-[hash].js`,
          // Rollup's own chunking, one chunk per set of tags that share modules (about 40 files for three tags).
          // Merging small chunks (experimentalMinChunkSize 20 KB or 60 KB: 12 files) made that page 4.6 KB brotli
          // heavier, the merged chunks carrying other tags' code: not worth it over HTTP/2 and immutable caching.
          manualChunks(id: string) {
            if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
            // Vite's helper for import() would otherwise live in box-elements.js, and the chunks would import the
            // loader back by its versioned URL: a page that linked /latest/ (a redirect; the browser keys modules
            // by the URL asked for) would run the loader twice. sri-manifest.ts fails a build where a chunk does.
            if (id.includes('vite/preload-helper')) return 'preload-helper';
            return undefined;
          },
        },
      },
    },
  },
);
