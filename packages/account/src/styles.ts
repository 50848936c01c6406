import {
  alertCss,
  baseCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  tableCss,
  textFieldCss,
  tokensCss,
} from '@box/ui';
import accountCss from './account.css?inline';

/**
 * The sheets of the primitives the profile and the registered accounts render (in ui's order), then their own:
 * adopted into each element's shadow root, or injected by `<BoxRoot>` for the React exports.
 */
export const ACCOUNT_STYLES: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  tableCss,
  alertCss,
  skeletonCss,
  emptyStateCss,
  errorStateCss,
  searchInputCss,
  checkboxCss,
  textFieldCss,
  accountCss,
];
