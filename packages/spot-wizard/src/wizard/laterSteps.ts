import { buildEstimateRequest, buildNewSpotCommand } from '@box/core/rules';
import { createSummarySlice } from '../summary/summarySlice';
import { createVehicleSlice, type VehicleSliceDeps } from '../vehicle/vehicleSlice';
import type { LaterSteps } from './store';

// createSpotWizard imports this module with `import()` only: in the standalone element, the state of steps 2
// and 3 (with the circulation rules, the holidays and dayjs that the vehicle step needs) is a chunk fetched
// while step 1 is on screen, not part of element.js.

export interface LaterStepsDeps extends VehicleSliceDeps {
  /** Injectable for tests; a random key per quote otherwise. */
  newIdempotencyKey?: () => string;
}

/** The vehicle step's and the summary's state, with the request builders only they use. */
export function createLaterSteps({ newIdempotencyKey, ...vehicle }: LaterStepsDeps): LaterSteps {
  return {
    vehicle: createVehicleSlice(vehicle),
    summary: createSummarySlice(newIdempotencyKey ? { newKey: newIdempotencyKey } : {}),
    buildEstimateRequest,
    buildNewSpotCommand,
  };
}
