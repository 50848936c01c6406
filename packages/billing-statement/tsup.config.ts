import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone element, is vite.element.config.ts's build: the map is a lazy chunk there,
// which esbuild's splitting would weigh down. Here: the library (index.js, define.js).
const [library, , declarations] = widgetBuild();

export default defineConfig([library, ...unlessSkipped(declarations)]);
