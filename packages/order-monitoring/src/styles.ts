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
  {
    button: buttonCss,
    spinner: spinnerCss,
    modal: modalCss,
    tabs: tabsCss,
    table: tableCss,
    skeleton: skeletonCss,
    badge: badgeCss,
    emptyState: emptyStateCss,
    errorState: errorStateCss,
    searchInput: searchInputCss,
    checkbox: checkboxCss,
  },
  [monitoringCss],
);
