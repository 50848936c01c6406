import { defineConfig } from 'tsup';
import { widgetBuild } from '../ui/build/widget-tsup.ts';

export default defineConfig(widgetBuild());
