import {
  alertCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  modalCss,
  radioGroupCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  tableCss,
  tabsCss,
  widgetSheets,
} from '@box/ui';
import billingCss from './billing.css?inline';

/**
 * The sheets of the primitives the statement renders (RadioGroup is drawn with Checkbox's rules), then its own:
 * adopted into the element's shadow root, or injected by `<BoxRoot>` for the React export. The map and the
 * calendar bring their own CSS with their chunks.
 */
export const BILLING_STATEMENT_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  {
    button: buttonCss,
    spinner: spinnerCss,
    modal: modalCss,
    tabs: tabsCss,
    table: tableCss,
    alert: alertCss,
    skeleton: skeletonCss,
    emptyState: emptyStateCss,
    errorState: errorStateCss,
    searchInput: searchInputCss,
    checkbox: checkboxCss,
    radioGroup: radioGroupCss,
  },
  [billingCss],
);
