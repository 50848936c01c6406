import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone element, is vite.element.config.ts's build: the map is a lazy chunk there,
// which esbuild's splitting would weigh down. The library (index.js, define.js) is ../ui/build/widget-library.ts's
// build. Here: the declarations.
const [, declarations] = widgetBuild();

export default defineConfig([...unlessSkipped(declarations)]);
