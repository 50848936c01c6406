import {
  alertCss,
  badgeCss,
  buttonCss,
  centerNotificationCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  modalCss,
  radioGroupCss,
  skeletonCss,
  spinnerCss,
  stepperCss,
  tableCss,
  textFieldCss,
  tooltipCss,
  widgetSheets,
} from '@box/ui';
import { MERCHANDISE_STEP_CSS } from './merchandise/styles';
import wizardCss from './wizard/wizard.css?inline';

/**
 * The first sheet: the primitives the wizard renders, then step 1's and the shell's own rules, adopted into the
 * element's shadow root, or injected by `<BoxRoot>` for the React export. The parts loaded later bring their own
 * rules (`VEHICLE_STEP_SHEETS`, `SUMMARY_STEP_SHEETS`, `FINISH_MODALS_SHEETS`) and adopt them when they mount
 * (wizard/partSheets.ts), so element.js does not carry them. Button brings Spinner; ErrorState brings Button.
 */
export const SPOT_WIZARD_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    modalCss,
    tableCss,
    alertCss,
    centerNotificationCss,
    skeletonCss,
    badgeCss,
    emptyStateCss,
    errorStateCss,
    stepperCss,
    checkboxCss,
    radioGroupCss,
    textFieldCss,
    tooltipCss,
  ],
  [MERCHANDISE_STEP_CSS, wizardCss],
);
