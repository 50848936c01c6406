import {
  alertCss,
  baseCss,
  buttonCss,
  centerNotificationCss,
  checkboxCss,
  modalCss,
  radioGroupCss,
  spinnerCss,
  stepperCss,
  tableCss,
  textFieldCss,
  tokensCss,
  tooltipCss,
} from '@box/ui';
import step1Css from './step1.css?inline';

/** Step 1's own rules (the wizard's element adds these after the ui sheets it adopts). */
export const MERCHANDISE_STEP_CSS: string = step1Css;

/**
 * Every sheet step 1 renders, in ui's order, then its own: Button brings Spinner, the list's Table, the modals,
 * the scheduling and service radios, the round-trip Checkbox, the manual modal's Stepper, the copy-link
 * CenterNotification, TextField and Tooltip.
 */
export const MERCHANDISE_STEP_STYLES: readonly string[] = [
  tokensCss,
  baseCss,
  buttonCss,
  spinnerCss,
  modalCss,
  tableCss,
  alertCss,
  centerNotificationCss,
  stepperCss,
  checkboxCss,
  radioGroupCss,
  textFieldCss,
  tooltipCss,
  step1Css,
];
