import {
  merchandiseStepSubtitle,
  summaryStepSubtitle,
  vehicleStepSubtitle,
  WIZARD_STEPS,
} from '@box/core/rules';
import type { StepperStep } from '@box/ui';

const FIRST_SUBTITLES = {
  merchandise: merchandiseStepSubtitle(0),
  vehicle: vehicleStepSubtitle(null),
  summary: summaryStepSubtitle(null, false),
};

/**
 * The stepper of a wizard that has not started: what the wizard's store shows before any move (a test keeps the
 * two equal). The shell draws it while the wizard's code is on its way, without that code.
 */
export const FIRST_STEPS: readonly StepperStep[] = WIZARD_STEPS.map((s) => ({
  id: s.id,
  title: s.title,
  subtitle: FIRST_SUBTITLES[s.id],
  done: false,
  active: s.id === 'merchandise',
}));
