import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

const NAMESPACE = 'box-css-inline';

/**
 * Lets esbuild (tsup) load `import css from './x.css?inline'` as the file's text, as Vite does, so a widget can
 * adopt its CSS into its shadow root. With `minify`, the text is minified by esbuild's own CSS minifier.
 */
export function cssInlinePlugin(options: { minify?: boolean } = {}): Plugin {
  return {
    name: NAMESPACE,
    setup(build) {
      // The resolved path keeps its '?inline' so that CSS loaders matching /\.css$/ (tsup's own) pass it by.
      build.onResolve({ filter: /\.css\?inline$/ }, async (args) => {
        // A package's stylesheet ('maplibre-gl/dist/maplibre-gl.css?inline', the map's chunk) resolves like
        // any package file; a relative one beside its importer.
        if (!/^[./]/.test(args.path)) {
          const found = await build.resolve(args.path.replace(/\?inline$/, ''), {
            kind: args.kind,
            resolveDir: args.resolveDir,
          });
          if (found.errors.length > 0) return { errors: found.errors };
          return { path: `${found.path}?inline`, namespace: NAMESPACE };
        }
        return { path: resolve(args.resolveDir || dirname(args.importer), args.path), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => {
        const file = args.path.replace(/\?inline$/, '');
        let css = await readFile(file, 'utf8');
        if (options.minify) css = (await build.esbuild.transform(css, { loader: 'css', minify: true })).code;
        return { contents: css, loader: 'text', watchFiles: [file] };
      });
    },
  };
}
