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
import { FINANCE_INFO_CSS } from './finance/styles';
import { MERCHANDISE_STEP_CSS } from './merchandise/styles';
import summaryCss from './summary/summary.css?inline';
import vehicleCss from './vehicle/vehicle.css?inline';
import wizardCss from './wizard/wizard.css?inline';

/**
 * The sheets of the primitives the wizard renders (in ui's order), then its parts' own: adopted into the
 * element's shadow root, or injected by `<BoxRoot>` for the React export. Button brings Spinner; ErrorState
 * brings Button. Duplicates are dropped: BoxRoot keys each sheet by its text (and a test runner that does not
 * load CSS gives every sheet the same empty text).
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
    vehicleCss,
    summaryCss,
    FINANCE_INFO_CSS,
  ]),
];
