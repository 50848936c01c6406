import {
  alertCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  tableCss,
  textFieldCss,
  widgetSheets,
} from '@box/ui';
import accountCss from './account.css?inline';

/**
 * The sheets of the primitives the profile and the registered accounts render, then their own: adopted into each
 * element's shadow root, or injected by `<BoxRoot>` for the React exports.
 */
export const ACCOUNT_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  {
    button: buttonCss,
    spinner: spinnerCss,
    table: tableCss,
    alert: alertCss,
    skeleton: skeletonCss,
    emptyState: emptyStateCss,
    errorState: errorStateCss,
    searchInput: searchInputCss,
    checkbox: checkboxCss,
    textField: textFieldCss,
  },
  [accountCss],
);
