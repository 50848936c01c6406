import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js (no lazy parts worth a Rollup build) and the declarations; the library (index.js,
// define.js) is ../ui/build/widget-library.ts's build.
const [element, declarations] = widgetBuild();

/** The element takes the table's windowed rows statically (see src/components/windowRows.element.ts). */
const staticWindowRows: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'box-static-window-rows',
  setup(build) {
    build.onResolve({ filter: /\/windowRows$/ }, () => ({
      path: fileURLToPath(new URL('./src/components/windowRows.element.ts', import.meta.url)),
    }));
  },
};

export default defineConfig([
  { ...element, esbuildPlugins: [staticWindowRows, ...(element.esbuildPlugins ?? [])] },
  ...unlessSkipped(declarations),
]);
