import { defineConfig, type Options } from 'tsup';
import { subpathDeclarations, unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// The library (index.js, the sub-path and define entries) is ../ui/build/widget-library.ts's build, and
// dist/element.js, the standalone wizard, vite.element.config.ts's: its steps and dialogs are lazy chunks, which
// esbuild's splitting would weigh down. Here: the upload's and the finance form's standalone bundles, and the
// declarations (index.d.ts, and one per sub-path entry).
const [element, declarations] = widgetBuild();

// <box-fiscal-documents-upload> is a second tag of this package, with a standalone bundle of its own, so a page
// that only uploads XML does not load the wizard; <box-finance-info> likewise (a profile page).
const fiscalUploadElement: Options = {
  ...element,
  entry: { 'fiscal-documents-upload-element': 'src/fiscal-upload/define.ts' },
  clean: ['fiscal-documents-upload-element.*', '!*.d.ts'],
};
const financeInfoElement: Options = {
  ...element,
  entry: { 'finance-info-element': 'src/finance/define.ts' },
  clean: ['finance-info-element.*', '!*.d.ts'],
};

export default defineConfig([
  fiscalUploadElement,
  financeInfoElement,
  ...[
    declarations,
    ...subpathDeclarations(declarations, {
      'fiscal-upload': 'src/fiscal-upload/index.ts',
      finance: 'src/finance/index.ts',
    }),
  ].flatMap(unlessSkipped),
]);
