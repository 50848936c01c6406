import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone elements, is vite.element.config.ts's build (Rollup, like the other widgets'
// standalone bundles). Here: the library (index.js, define.js).
const [library, , declarations] = widgetBuild();

export default defineConfig([library, ...unlessSkipped(declarations)]);
