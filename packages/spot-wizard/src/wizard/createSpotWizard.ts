import type { SpotWizardApi } from '../api';
import { createMerchandiseSlice } from '../merchandise/merchandiseSlice';
import { createSchedulingSlice } from '../scheduling/schedulingSlice';
import { createSummarySlice } from '../summary/summarySlice';
import { createVehicleSlice } from '../vehicle/vehicleSlice';
import { createWizardEnvironment } from './environment';
import { createWizardStore } from './store';

export interface SpotWizardOptions {
  clock?: () => Date;
  /** Injectable for tests; a random key per quote otherwise. */
  newIdempotencyKey?: () => string;
}

/** Every part of one wizard instance, wired together: environment, the three steps' slices and the moves. */
export function createSpotWizard(api: SpotWizardApi, options: SpotWizardOptions = {}) {
  const env = createWizardEnvironment();
  const scheduling = createSchedulingSlice(env, options.clock);
  const merchandise = createMerchandiseSlice({ api, env });
  const vehicle = createVehicleSlice({
    features: env.features,
    serviceStart: () => scheduling.dateTime.value,
    ...(options.clock ? { now: options.clock } : {}),
  });
  const summary = createSummarySlice(options.newIdempotencyKey ? { newKey: options.newIdempotencyKey } : {});
  const wizard = createWizardStore({ scheduling, merchandise, vehicle, summary });
  return { env, scheduling, merchandise, vehicle, summary, wizard };
}

export type SpotWizardParts = ReturnType<typeof createSpotWizard>;
