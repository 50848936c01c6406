import { buttonCss, fileDropCss, spinnerCss, widgetSheets } from '@box/ui';
import fiscalUploadCss from './fiscal-upload.css?inline';

/**
 * The sheets of the primitives the upload page renders, then its own: adopted into the element's shadow root, or
 * injected by `<BoxRoot>` for the React export. Button brings Spinner.
 */
export const FISCAL_UPLOAD_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [buttonCss, spinnerCss, fileDropCss],
  [fiscalUploadCss],
);
