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
  [
    buttonCss,
    spinnerCss,
    modalCss,
    tabsCss,
    tableCss,
    alertCss,
    skeletonCss,
    emptyStateCss,
    errorStateCss,
    searchInputCss,
    checkboxCss,
    radioGroupCss,
  ],
  [billingCss],
);
