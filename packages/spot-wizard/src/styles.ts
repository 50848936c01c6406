import {
  alertCss,
  buttonCss,
  checkboxCss,
  emptyStateCss,
  errorStateCss,
  radioGroupCss,
  spinnerCss,
  stepperCss,
  textFieldCss,
  tooltipCss,
  widgetSheets,
} from '@box/ui';
import wizardCss from './wizard/wizard.css?inline';

/**
 * The first sheet: the primitives the shell and step 1's first paint render, then the shell's own rules, adopted
 * into the element's shadow root, or injected by `<BoxRoot>` for the React export. The parts loaded later bring
 * their own rules (`MERCHANDISE_STEP_SHEETS` with the primitives only step 1's list and dialogs and the later
 * steps render, `VEHICLE_STEP_SHEETS`, `SUMMARY_STEP_SHEETS`, `FINISH_MODALS_SHEETS`) and adopt them when they
 * mount (wizard/partSheets.ts), so the first load does not carry them. Button brings Spinner; ErrorState brings
 * Button; ErrorState's layout is EmptyState's.
 */
export const SPOT_WIZARD_STYLES: readonly string[] = /* @__PURE__ */ widgetSheets(
  [
    buttonCss,
    spinnerCss,
    alertCss,
    emptyStateCss,
    errorStateCss,
    stepperCss,
    checkboxCss,
    radioGroupCss,
    textFieldCss,
    tooltipCss,
  ],
  [wizardCss],
);
