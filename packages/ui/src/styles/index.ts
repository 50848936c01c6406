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
import { type PrimitiveSheets, widgetSheets } from './widgetSheets';

/**
 * Every sheet of the design system, in the one order of `widgetSheets` (tokens, base, the primitives). A page that
 * renders several widgets' React exports passes these (`<BoxRoot styles={boxUiSheets}>`): React keys each
 * `<style>` by its text, so a widget that lists some of the same sheets adds nothing twice.
 */
export const boxUiSheets: readonly string[] = /* @__PURE__ */ widgetSheets(
  {
    button: buttonCss,
    spinner: spinnerCss,
    modal: modalCss,
    tabs: tabsCss,
    table: tableCss,
    alert: alertCss,
    toast: toastCss,
    centerNotification: centerNotificationCss,
    skeleton: skeletonCss,
    badge: badgeCss,
    emptyState: emptyStateCss,
    errorState: errorStateCss,
    stepper: stepperCss,
    searchInput: searchInputCss,
    checkbox: checkboxCss,
    radioGroup: radioGroupCss,
    textField: textFieldCss,
    tooltip: tooltipCss,
    fileDrop: fileDropCss,
  } satisfies Required<PrimitiveSheets>,
  [],
);

/**
 * Every rule of the design system as one text, all under `.box-root` (the host, Storybook). A widget adopts only
 * the sheets of the primitives it renders (./sheets), so its bundle does not carry the others.
 */
export const boxUiCss: string = /* @__PURE__ */ boxUiSheets.join('\n');
