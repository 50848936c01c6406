import type { SpotWizardApi } from '../api';
import { createMerchandiseSlice } from '../merchandise/merchandiseSlice';
import { createSchedulingSlice } from '../scheduling/schedulingSlice';
import { createSuperBatchHost } from '../super-batch/superBatchHost';
import type { SuperBatchStoreDeps } from '../super-batch/superBatchStore';
import { createWizardEnvironment, type WizardEnvironmentStore } from './environment';
import { createWizardStore } from './store';

export interface SpotWizardOptions {
  /** The environment the shell created and is loading (WizardShell); a new one otherwise. */
  env?: WizardEnvironmentStore;
  clock?: () => Date;
  /** Injectable for tests; a random key per quote otherwise. */
  newIdempotencyKey?: () => string;
  /** The super batch's clock, keys and retry pauses (tests). */
  superBatch?: Omit<SuperBatchStoreDeps, 'api'>;
}

/**
 * Every part of one wizard instance, wired together: environment, step 1's slices and the moves. Steps 2 and
 * 3's state (`wizard.later`) comes from a module loaded with `import()`: a chunk of its own in the standalone
 * build, fetched while step 1 is on screen.
 */
export function createSpotWizard(api: SpotWizardApi, options: SpotWizardOptions = {}) {
  const env = options.env ?? createWizardEnvironment();
  const scheduling = createSchedulingSlice(env, options.clock);
  const superBatch = createSuperBatchHost({
    api,
    customerId: env.customerId,
    ...(options.superBatch ? { storeOptions: options.superBatch } : {}),
  });
  const merchandise = createMerchandiseSlice({ api, env, onSuperBatchPaste: superBatch.paste });
  const wizard = createWizardStore({
    scheduling,
    merchandise,
    later: () =>
      import('./laterSteps').then(
        ({ createLaterSteps }) =>
          () =>
            createLaterSteps({
              features: env.features,
              serviceStart: () => scheduling.dateTime.value,
              ...(options.clock ? { now: options.clock } : {}),
              ...(options.newIdempotencyKey ? { newIdempotencyKey: options.newIdempotencyKey } : {}),
            }),
      ),
  });
  return { env, scheduling, merchandise, wizard, superBatch };
}

export type SpotWizardParts = ReturnType<typeof createSpotWizard>;
