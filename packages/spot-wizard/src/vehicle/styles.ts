import vehicleCss from './vehicle.css?inline';

/** Step 2's own rules: adopted when the step first mounts (wizard/partSheets.ts), after the first sheet. */
export const VEHICLE_STEP_SHEETS: readonly string[] = [vehicleCss];
