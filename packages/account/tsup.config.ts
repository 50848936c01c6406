import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone elements, is vite.element.config.ts's build (Rollup, like the other widgets'
// standalone bundles); the library (index.js, define.js) ../ui/build/widget-library.ts's. Here: the declarations.
const [, declarations] = widgetBuild();

export default defineConfig([...unlessSkipped(declarations)]);
