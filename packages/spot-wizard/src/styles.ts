import {
  alertCss,
  badgeCss,
  baseCss,
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
  tokensCss,
  tooltipCss,
} from '@box/ui';
import { MERCHANDISE_STEP_CSS } from './merchandise/styles';
import wizardCss from './wizard/wizard.css?inline';

/**
 * The first sheet: the primitives the wizard renders (in ui's order), then step 1's and the shell's own rules,
 * adopted into the element's shadow root, or injected by `<BoxRoot>` for the React export. The parts loaded
 * later bring their own rules (`VEHICLE_STEP_SHEETS`, `SUMMARY_STEP_SHEETS`, `FINISH_MODALS_SHEETS`) and adopt
 * them when they mount (wizard/partSheets.ts), so element.js does not carry them. Button brings Spinner;
 * ErrorState brings Button. Duplicates are dropped: BoxRoot keys each sheet by its text (and a test runner that
 * does not load CSS gives every sheet the same empty text).
 */
export const SPOT_WIZARD_STYLES: readonly string[] = [
  ...new Set([
    tokensCss,
    baseCss,
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
    MERCHANDISE_STEP_CSS,
    wizardCss,
  ]),
];
