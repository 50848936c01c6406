import {
  badgeCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  modalCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  tableCss,
  tabsCss,
  widgetSheets,
} from '@box/ui';
import monitoringCss from './monitoring.css?inline';

/**
 * The sheets of the primitives the monitoring renders, then its own: adopted into the element's shadow root, or
 * injected by `<BoxRoot>` for the React export. Button brings Spinner; ErrorState brings Button.
 */
export const ORDER_MONITORING_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    modalCss,
    tabsCss,
    tableCss,
    skeletonCss,
    badgeCss,
    emptyStateCss,
    errorStateCss,
    searchInputCss,
    checkboxCss,
  ],
  [monitoringCss],
);
