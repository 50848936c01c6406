import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

const [library, element, declarations] = widgetBuild();

export default defineConfig([library, element, ...unlessSkipped(declarations)]);
