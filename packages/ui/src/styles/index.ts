import {
  alertCss,
  badgeCss,
  buttonCss,
  centerNotificationCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  fileDropCss,
  modalCss,
  radioGroupCss,
  searchInputCss,
  skeletonCss,
  spinnerCss,
  stepperCss,
  tableCss,
  tabsCss,
  textFieldCss,
  toastCss,
  tooltipCss,
} from './sheets';
import { widgetSheets } from './widgetSheets';

/**
 * Every sheet of the design system, tokens, base, then the primitives in `PRIMITIVE_ORDER`. A page that
 * renders several widgets' React exports passes these (`<BoxRoot styles={boxUiSheets}>`): React keys each
 * `<style>` by its text, so a widget that lists some of the same sheets adds nothing twice.
 */
export const boxUiSheets: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    modalCss,
    tabsCss,
    tableCss,
    alertCss,
    toastCss,
    centerNotificationCss,
    skeletonCss,
    badgeCss,
    emptyStateCss,
    errorStateCss,
    stepperCss,
    searchInputCss,
    checkboxCss,
    radioGroupCss,
    textFieldCss,
    tooltipCss,
    fileDropCss,
  ],
  [],
);

/**
 * Every rule of the design system as one text, all under `.box-root` (the host, Storybook). A widget adopts only
 * the sheets of the primitives it renders (./sheets), so its bundle does not carry the others.
 */
export const boxUiCss: string = /* @__PURE__ */ boxUiSheets.join('\n');
