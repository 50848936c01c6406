import { defineConfig } from 'tsup';
import { subpathDeclarations, unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// The declarations (index.d.ts, and one per sub-path entry). The library (index.js, shipment.js, rating.js and
// the side-effect entries that register the tags) is ../ui/build/widget-library.ts's build; the standalone
// bundles, one per tag so a partner page that shows one shipment does not load the order page, are the
// vite.*.config.ts builds.
const [, declarations] = widgetBuild();

export default defineConfig(
  [
    declarations,
    ...subpathDeclarations(declarations, {
      shipment: 'src/shipment/index.ts',
      rating: 'src/rating/index.ts',
    }),
  ].flatMap(unlessSkipped),
);
