import {
  alertCss,
  badgeCss,
  baseCss,
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
  tokensCss,
  tooltipCss,
} from './sheets';

/**
 * Every sheet of the design system, tokens first so everything else can use them. A page that renders several
 * widgets' React exports passes these (`<BoxRoot styles={boxUiSheets}>`): React keys each `<style>` by its text,
 * so a widget that lists some of the same sheets adds nothing twice.
 */
export const boxUiSheets: readonly string[] = [
  tokensCss,
  baseCss,
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
];

/**
 * Every rule of the design system as one text, all under `.box-root` (the host, Storybook). A widget adopts only
 * the sheets of the primitives it renders (./sheets), so its bundle does not carry the others.
 */
export const boxUiCss: string = /* @__PURE__ */ boxUiSheets.join('\n');
