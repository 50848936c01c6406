import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/element.js, the standalone <box-spot-wizard> (the other builds are tsup.config.ts's). It also copies
// examples/ into dist/, so the server shows the integration example at /widgets/spot-wizard/standalone.html.
export default standaloneElementBuild({
  root: fileURLToPath(new URL('.', import.meta.url)),
  publicDir: 'examples',
});
