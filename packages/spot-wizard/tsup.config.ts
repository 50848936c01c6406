import { defineConfig, type Options } from 'tsup';
import { unlessSkipped, widgetBuild } from '../ui/build/widget-tsup.ts';

// dist/element.js, the standalone wizard, is vite.element.config.ts's build: its steps and dialogs are lazy
// chunks, which esbuild's splitting would weigh down. The element options here serve the upload tag's bundle.
const [library, element, declarations] = widgetBuild();

// <box-fiscal-documents-upload> is a second tag of this package: its define entry beside the wizard's (shared
// chunks) and a standalone bundle of its own, so a page that only uploads XML does not load the wizard.
const FISCAL_UPLOAD_DEFINE = 'src/fiscal-upload/define.ts';
// <box-finance-info> likewise: the finance form on a page of its own (a profile), without the wizard.
const FINANCE_INFO_DEFINE = 'src/finance/define.ts';
const withFiscalUpload: Options = {
  ...library,
  entry: {
    ...(library.entry as Record<string, string>),
    'fiscal-documents-upload-define': FISCAL_UPLOAD_DEFINE,
    'finance-info-define': FINANCE_INFO_DEFINE,
  },
  clean: [...(library.clean as string[]), 'fiscal-documents-upload-define.*', 'finance-info-define.*'],
};
const fiscalUploadElement: Options = {
  ...element,
  entry: { 'fiscal-documents-upload-element': FISCAL_UPLOAD_DEFINE },
  clean: ['fiscal-documents-upload-element.*'],
};
const financeInfoElement: Options = {
  ...element,
  entry: { 'finance-info-element': FINANCE_INFO_DEFINE },
  clean: ['finance-info-element.*'],
};

export default defineConfig([
  withFiscalUpload,
  fiscalUploadElement,
  financeInfoElement,
  ...unlessSkipped(declarations),
]);
