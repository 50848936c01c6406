import {
  alertCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  modalCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  tableCss,
  textFieldCss,
  widgetSheets,
} from '@box/ui';
import accountCss from './account.css?inline';

/**
 * The sheets of the primitives the profile, the registered accounts and their 'Integrações' section render, then
 * their own: adopted into each element's shadow root, or injected by `<BoxRoot>` for the React exports. The
 * section's code is a lazy chunk, but its sheets are here: a shadow root adopts its sheets once, up front.
 */
export const ACCOUNT_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    modalCss,
    tableCss,
    alertCss,
    skeletonCss,
    emptyStateCss,
    errorStateCss,
    searchInputCss,
    checkboxCss,
    textFieldCss,
  ],
  [accountCss],
);
