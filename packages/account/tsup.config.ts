import { defineConfig, type Options } from 'tsup';
import { widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone elements, is vite.element.config.ts's build (Rollup, like the other widgets'
// standalone bundles). Here: the library (index.js, define.js).
const [library] = widgetBuild() as [Options, Options];

export default defineConfig([library]);
