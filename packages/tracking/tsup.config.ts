import { defineConfig } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// The library (index.js) and the side-effect entries that register the tags. The standalone bundles, one per tag
// so a partner page that shows one shipment does not load the order page, are the vite.*.config.ts builds.
const [library, , declarations] = widgetBuild();

export default defineConfig([
  {
    ...library,
    entry: {
      index: 'src/index.ts',
      define: 'src/define.ts',
      'order-tracking-define': 'src/order/define.ts',
      'shipment-tracking-define': 'src/shipment/define.ts',
      'rating-modal-define': 'src/rating/define.ts',
    },
    clean: [...(library.clean as string[]), '*-define.*'],
  },
  ...unlessSkipped(declarations),
]);
