import { FINANCE_INFO_CSS } from '../finance/styles';
import summaryCss from './summary.css?inline';

/** Step 3's own rules: adopted when the step first mounts (wizard/partSheets.ts), after the first sheet. */
export const SUMMARY_STEP_SHEETS: readonly string[] = [summaryCss];

/** The finish dialogs: the summary's rules (finishing, message) and the finance form's. */
export const FINISH_MODALS_SHEETS: readonly string[] = [summaryCss, FINANCE_INFO_CSS];
