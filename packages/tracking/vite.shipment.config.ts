import { fileURLToPath } from 'node:url';
import { standaloneElementBuild } from '../ui/build/widget-vite.ts';

// dist/shipment-tracking-element.js: the standalone tag, React included, its lazy parts (the map) as chunks beside it.
export default standaloneElementBuild({
  root: fileURLToPath(new URL('.', import.meta.url)),
  entry: 'src/shipment/define.ts',
  name: 'shipment-tracking-element',
  // The partner integration example (examples/partner.html), served beside the bundle.
  publicDir: 'examples',
});
