import {
  buildEstimateRequest,
  buildNewSpotCommand,
  canLeaveMerchandiseStep,
  canMoveWizardStep,
  merchandiseStepSubtitle,
  type SpotRequestDraft,
  summaryStepSubtitle,
  vehicleStepSubtitle,
  WIZARD_STEPS,
  type WizardStep,
} from '@box/core';
import { computed, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../api';
import type { MerchandiseSlice, SchedulingSlice } from '../contracts';
import type { SummarySlice } from '../summary/summarySlice';
import type { VehicleSlice } from '../vehicle/vehicleSlice';

export interface WizardStoreDeps {
  scheduling: SchedulingSlice;
  merchandise: MerchandiseSlice;
  vehicle: VehicleSlice;
  summary: SummarySlice;
}

type WizardApi = Pick<SpotWizardApi, 'vehicles' | 'estimate' | 'createSpot'>;

const NOT_DONE: Record<WizardStep, boolean> = { merchandise: false, vehicle: false, summary: false };

/**
 * The wizard's moves (SPEC §4): merchandise → vehicle → summary and back one step at a time. Going forward
 * marks the step left as done; going back clears the done flags of both steps and forgets the quote. The
 * summary is done once its quote loaded.
 */
export function createWizardStore({ scheduling, merchandise, vehicle, summary }: WizardStoreDeps) {
  const step = signal<WizardStep>('merchandise');
  const passed = signal<Record<WizardStep, boolean>>(NOT_DONE);

  const canLeaveMerchandise = computed(() =>
    canLeaveMerchandiseStep({
      schedulingValid: scheduling.valid.value,
      warehouseSelected: merchandise.warehouse.value !== null,
      merchandises: merchandise.items.value,
    }),
  );

  const done = computed(
    (): Record<WizardStep, boolean> => ({
      merchandise: passed.value.merchandise,
      vehicle: passed.value.vehicle,
      summary: summary.estimate.value.kind === 'success',
    }),
  );

  const subtitles = computed((): Record<WizardStep, string> => {
    const onVehicle = step.value === 'vehicle' || passed.value.vehicle;
    const estimate = summary.estimate.value;
    return {
      merchandise: merchandiseStepSubtitle(merchandise.items.value.length),
      vehicle: vehicleStepSubtitle(onVehicle ? vehicle.vehicleName.value : null),
      summary: summaryStepSubtitle(
        estimate.kind === 'success' ? estimate.estimate.grossPrice : null,
        estimate.kind === 'loading',
      ),
    };
  });

  const steps = computed(() =>
    WIZARD_STEPS.map((s) => ({
      id: s.id,
      title: s.title,
      subtitle: subtitles.value[s.id],
      done: done.value[s.id],
      active: step.value === s.id,
    })),
  );

  /** Voltar: never on the first step, never once the order was placed or while it is being placed. */
  const canGoBack = computed(() => {
    if (step.value === 'merchandise') return false;
    const finishing = summary.finishState.value.kind;
    return !(step.value === 'summary' && (summary.submitted.value || finishing === 'submitting'));
  });

  /** The forward button of each step: Próximo, Obter cotação, Finalizar pedido. */
  const canGoForward = computed(() => {
    switch (step.value) {
      case 'merchandise':
        return canLeaveMerchandise.value;
      case 'vehicle':
        return vehicle.valid.value;
      case 'summary':
        return summary.canFinish.value;
    }
  });

  /** Everything the request needs, once steps 1 and 2 are complete. */
  function draft(): SpotRequestDraft | null {
    const warehouse = merchandise.warehouse.value;
    const choice = vehicle.choice();
    if (!warehouse || !choice) return null;
    return {
      serviceType: merchandise.serviceType.value,
      warehouse,
      merchandises: merchandise.items.value,
      roundTrip: merchandise.roundTrip.value,
      scheduledFor: scheduling.scheduledFor(),
      ...choice,
    };
  }

  function requireDraft(): SpotRequestDraft {
    const current = draft();
    if (!current) throw new Error('Pedido incompleto: volte e confira as etapas anteriores.');
    return current;
  }

  function estimate(api: WizardApi): Promise<void> {
    return summary.requestEstimate(api, () => buildEstimateRequest(requireDraft()));
  }

  function moveTo(to: WizardStep): boolean {
    if (!canMoveWizardStep(step.value, to)) return false;
    step.value = to;
    return true;
  }

  /** Próximo / Obter cotação. */
  function next(api: WizardApi): void {
    if (!canGoForward.value) return;
    if (step.value === 'merchandise' && moveTo('vehicle')) {
      passed.value = { ...passed.value, merchandise: true };
      vehicle.enter({
        goodsValueTotal: merchandise.goodsValueTotal.value,
        documentsWeightKg: merchandise.documentsWeightKg.value,
      });
      const load = vehicle.load.value.kind;
      if (load === 'idle' || load === 'error') void vehicle.fetchVehicles(api);
    } else if (step.value === 'vehicle' && moveTo('summary')) {
      passed.value = { ...passed.value, vehicle: true };
      void estimate(api);
    }
  }

  /** Voltar. */
  function back(): void {
    if (!canGoBack.value) return;
    const from = step.value;
    const to: WizardStep = from === 'summary' ? 'vehicle' : 'merchandise';
    if (!moveTo(to)) return;
    passed.value = { ...passed.value, [from]: false, [to]: false };
    if (from === 'summary') summary.reset();
  }

  /** Recalcular (estimate failure, outdated quote). */
  function recalculate(api: WizardApi): Promise<void> {
    return step.value === 'summary' ? estimate(api) : Promise.resolve();
  }

  /** Finalizar pedido, and its retry after the finance form: the same quote, the same idempotency key. */
  function finish(api: WizardApi): Promise<number | null> {
    if (step.value !== 'summary') return Promise.resolve(null);
    return summary.finish(api, (quote, externalId) =>
      buildNewSpotCommand(requireDraft(), { estimate: quote, externalId }),
    );
  }

  return {
    step,
    done,
    subtitles,
    steps,
    canLeaveMerchandise,
    canGoBack,
    canGoForward,
    draft,
    next,
    back,
    recalculate,
    finish,
  };
}

export type WizardStore = ReturnType<typeof createWizardStore>;
