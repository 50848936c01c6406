import { baseCss, buttonCss, fileDropCss, spinnerCss, tokensCss } from '@box/ui';
import fiscalUploadCss from './fiscal-upload.css?inline';

/**
 * The sheets of the primitives the upload page renders (in ui's order), then its own: adopted into the
 * element's shadow root, or injected by `<BoxRoot>` for the React export. Button brings Spinner.
 */
export const FISCAL_UPLOAD_STYLES: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  fileDropCss,
  fiscalUploadCss,
];
