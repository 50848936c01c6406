import {
  badgeCss,
  baseCss,
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
  tokensCss,
} from '@box/ui';
import monitoringCss from './monitoring.css?inline';

/**
 * The sheets of the primitives the monitoring renders (in ui's order), then its own: adopted into the element's
 * shadow root, or injected by `<BoxRoot>` for the React export. Button brings Spinner; ErrorState brings Button.
 */
export const ORDER_MONITORING_STYLES: readonly string[] = [
  tokensCss,
  baseCss,
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
  monitoringCss,
];
