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
 * element's shadow root, or injected by `<BoxRoot>` for the React exports. The lazily loaded 'Integrações' section
 * adopts the modal's sheet and its own when it arrives (ui's useAdoptedStyles in integrations/IntegrationsSection.tsx).
 */
export const ACCOUNT_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
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
  ],
  [accountCss],
);
