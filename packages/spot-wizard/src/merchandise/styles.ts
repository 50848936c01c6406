import {
  alertCss,
  badgeCss,
  baseCss,
  buttonCss,
  centerNotificationCss,
  checkboxCss,
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
import step1Css from './step1.css?inline';

/**
 * Adopted when step 1 first mounts (wizard/partSheets.ts), after the first sheet (../styles.ts), since step 1
 * comes in the chunk fetched beside the wizard's first requests (wizard/WizardShell.tsx): the primitives that
 * only its list and dialogs and the later steps render, in ui's order (the dialogs' Modal, the list's Table and
 * copy-link CenterNotification, the vehicle step's Skeleton and Badge), then step 1's own rules, which its
 * dialogs and the list share. Every part that renders them mounts after step 1. These now land after the first
 * sheet's Alert, ErrorState, Stepper, Checkbox, RadioGroup, TextField, Tooltip and wizard.css instead of among
 * them; none of those rules styles their classes (Modal's `.box-modal__footer > *` sets only `flex`, which no
 * root of those primitives sets), so the cascade is the same.
 */
export const MERCHANDISE_STEP_SHEETS: readonly string[] = [
  modalCss,
  tableCss,
  centerNotificationCss,
  skeletonCss,
  badgeCss,
  step1Css,
];

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
