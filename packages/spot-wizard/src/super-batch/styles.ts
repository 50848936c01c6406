import superBatchCss from './super-batch.css?inline';

/** The super batch screen's own rules: adopted when it first mounts (wizard/partSheets.ts), after the first sheet. */
export const SUPER_BATCH_SHEETS: readonly string[] = [superBatchCss];
