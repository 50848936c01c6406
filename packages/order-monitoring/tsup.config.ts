import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js (no lazy parts worth a Rollup build) and the declarations; the library (index.js,
// define.js) is ../ui/build/widget-library.ts's build.
const [element, declarations] = widgetBuild();

export default defineConfig([element, ...unlessSkipped(declarations)]);
