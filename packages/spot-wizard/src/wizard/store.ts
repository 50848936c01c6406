import {
  type buildEstimateRequest,
  type buildNewSpotCommand,
  canLeaveMerchandiseStep,
  canMoveWizardStep,
  merchandiseStepSubtitle,
  type SpotRequestDraft,
  summaryStepSubtitle,
  vehicleStepSubtitle,
  WIZARD_STEPS,
  type WizardStep,
} from '@box/core/rules';
import { computed, signal } from '@preact/signals-react';
import type { SpotWizardApi } from '../api';
import type { MerchandiseSlice, SchedulingSlice } from '../contracts';
import type { SummarySlice } from '../summary/summarySlice';
import type { VehicleSlice } from '../vehicle/vehicleSlice';
import { merchandiseBlockers } from './forwardBlockers';

/** Steps 2 and 3's state, and core's request builders, which only they use (see laterSteps.ts). */
export interface LaterSteps {
  vehicle: VehicleSlice;
  summary: SummarySlice;
  buildEstimateRequest: typeof buildEstimateRequest;
  buildNewSpotCommand: typeof buildNewSpotCommand;
}

/** Loads the code of steps 2 and 3 and answers how to create their state (the standalone element's chunk). */
export type LaterStepsLoader = () => Promise<() => LaterSteps>;

export interface WizardStoreDeps {
  scheduling: SchedulingSlice;
  merchandise: MerchandiseSlice;
  /**
   * Steps 2 and 3: their state (tests, stories), or a loader. With a loader, `preloadLaterSteps` fetches the
   * code while step 1 is on screen and the state is created when the user first leaves step 1.
   */
  later: LaterSteps | LaterStepsLoader;
}

type WizardApi = Pick<SpotWizardApi, 'vehicles' | 'estimate' | 'createSpot'>;

const NOT_DONE: Record<WizardStep, boolean> = { merchandise: false, vehicle: false, summary: false };

/**
 * The wizard's moves (SPEC §4): merchandise → vehicle → summary and back one step at a time. Going forward
 * marks the step left as done; going back clears the done flags of both steps and forgets the quote. The
 * summary is done once its quote loaded.
 */
export function createWizardStore({ scheduling, merchandise, later: laterDep }: WizardStoreDeps) {
  const step = signal<WizardStep>('merchandise');
  const passed = signal<Record<WizardStep, boolean>>(NOT_DONE);
  /** Steps 2 and 3's state; null until the user first leaves step 1 (with a loader). */
  const later = signal<LaterSteps | null>(typeof laterDep === 'function' ? null : laterDep);
  /** The later steps' code could not be loaded (offline): the vehicle step offers a retry. */
  const laterFailed = signal(false);
  let createLater: (() => LaterSteps) | null = null;
  let loadingLater: Promise<unknown> | null = null;

  /** Fetches the later steps' code once; a failed fetch is tried again on the next call. */
  function preloadLaterSteps(): Promise<unknown> {
    if (typeof laterDep !== 'function' || createLater) return Promise.resolve();
    laterFailed.value = false;
    loadingLater ??= laterDep().then(
      (create) => {
        createLater = create;
      },
      (error: unknown) => {
        console.error('Falha ao carregar parte da solicitação', error);
        loadingLater = null;
        laterFailed.value = true;
      },
    );
    return loadingLater;
  }

  /** The later steps' state, created on first use once their code is here; null while it is not. */
  function laterSteps(): LaterSteps | null {
    if (!later.value && createLater) later.value = createLater();
    return later.value;
  }

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
      summary: later.value?.summary.estimate.value.kind === 'success',
    }),
  );

  const subtitles = computed((): Record<WizardStep, string> => {
    const onVehicle = step.value === 'vehicle' || passed.value.vehicle;
    const estimate = later.value?.summary.estimate.value;
    return {
      merchandise: merchandiseStepSubtitle(merchandise.items.value.length),
      vehicle: vehicleStepSubtitle(onVehicle ? (later.value?.vehicle.vehicleName.value ?? null) : null),
      summary: summaryStepSubtitle(
        estimate?.kind === 'success' ? estimate.estimate.grossPrice : null,
        estimate?.kind === 'loading',
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
    const summary = later.value?.summary;
    if (step.value !== 'summary' || !summary) return true;
    return !(summary.submitted.value || summary.finishState.value.kind === 'submitting');
  });

  /** The forward button of each step: Próximo, Obter cotação, Finalizar pedido. */
  const canGoForward = computed(() => {
    switch (step.value) {
      case 'merchandise':
        return canLeaveMerchandise.value;
      case 'vehicle':
        return later.value?.vehicle.valid.value ?? false;
      case 'summary':
        return later.value?.summary.canFinish.value ?? false;
    }
  });

  /** Why the forward button is disabled (none while it is enabled): shown beside it, and describing it. */
  const forwardBlockers = computed((): readonly string[] => {
    if (canGoForward.value) return [];
    if (step.value === 'merchandise') {
      return merchandiseBlockers({
        schedulingValid: scheduling.valid.value,
        warehouseSelected: merchandise.warehouse.value !== null,
        merchandises: merchandise.items.value,
      });
    }
    return step.value === 'vehicle' ? (later.value?.vehicle.blockers.value ?? []) : [];
  });

  /** Everything the request needs, once steps 1 and 2 are complete. */
  function draft(): SpotRequestDraft | null {
    const warehouse = merchandise.warehouse.value;
    const choice = later.value?.vehicle.choice();
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
    const current = later.value;
    if (!current) return Promise.resolve();
    return current.summary.requestEstimate(api, () => current.buildEstimateRequest(requireDraft()));
  }

  function moveTo(to: WizardStep): boolean {
    if (!canMoveWizardStep(step.value, to)) return false;
    step.value = to;
    return true;
  }

  /**
   * Pre-fills the vehicle step and loads the vehicles (once). Its state is created here on first entry, at once
   * when the code was preloaded, else when it arrives (if the user is still on the step).
   */
  function enterVehicleStep(api: WizardApi): void {
    const enter = ({ vehicle }: LaterSteps) => {
      vehicle.enter({
        goodsValueTotal: merchandise.goodsValueTotal.value,
        documentsWeightKg: merchandise.documentsWeightKg.value,
      });
      const load = vehicle.load.value.kind;
      if (load === 'idle' || load === 'error') void vehicle.fetchVehicles(api);
    };
    const ready = laterSteps();
    if (ready) {
      enter(ready);
      return;
    }
    void preloadLaterSteps().then(() => {
      const loaded = step.value === 'vehicle' ? laterSteps() : null;
      if (loaded) enter(loaded);
    });
  }

  /** Próximo / Obter cotação. */
  function next(api: WizardApi): void {
    if (!canGoForward.value) return;
    if (step.value === 'merchandise' && moveTo('vehicle')) {
      passed.value = { ...passed.value, merchandise: true };
      enterVehicleStep(api);
    } else if (step.value === 'vehicle' && moveTo('summary')) {
      passed.value = { ...passed.value, vehicle: true };
      void estimate(api);
    }
  }

  /** 'Tentar novamente' when the later steps' code failed to load: fetch it again and enter the step. */
  function retryLaterSteps(api: WizardApi): void {
    if (step.value === 'vehicle') enterVehicleStep(api);
  }

  /** Voltar. */
  function back(): void {
    if (!canGoBack.value) return;
    const from = step.value;
    const to: WizardStep = from === 'summary' ? 'vehicle' : 'merchandise';
    if (!moveTo(to)) return;
    passed.value = { ...passed.value, [from]: false, [to]: false };
    if (from === 'summary') later.value?.summary.reset();
  }

  /** Recalcular (estimate failure, outdated quote). */
  function recalculate(api: WizardApi): Promise<void> {
    return step.value === 'summary' ? estimate(api) : Promise.resolve();
  }

  /** Finalizar pedido, and its retry after the finance form: the same quote, the same idempotency key. */
  function finish(api: WizardApi): Promise<number | null> {
    const current = later.value;
    if (step.value !== 'summary' || !current) return Promise.resolve(null);
    return current.summary.finish(api, (quote, externalId) =>
      current.buildNewSpotCommand(requireDraft(), { estimate: quote, externalId }),
    );
  }

  return {
    step,
    later,
    laterFailed,
    done,
    subtitles,
    steps,
    canLeaveMerchandise,
    canGoBack,
    canGoForward,
    forwardBlockers,
    draft,
    preloadLaterSteps,
    next,
    retryLaterSteps,
    back,
    recalculate,
    finish,
  };
}

export type WizardStore = ReturnType<typeof createWizardStore>;
