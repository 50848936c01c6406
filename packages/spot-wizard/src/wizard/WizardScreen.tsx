import { canUseSuperBatch, WIZARD_STEPS } from '@box/core/rules';
import { ErrorState } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useRef } from 'react';
import type { SpotWizardApi } from '../api';
import { MerchandiseStep } from '../merchandise/MerchandiseStep';
import { MONITORING_PATH } from '../messages/summary';
import { WIZARD_MESSAGES } from '../messages/wizard';
import type { SpotWizardParts } from './createSpotWizard';
import {
  FinishModalsPart,
  MerchandiseListPart,
  preloadWizardParts,
  SummaryStepPart,
  SuperBatchScreenPart,
  VehicleStepPart,
} from './lazyParts';
import { EnvironmentFailure, WizardLoading } from './states';
import { WizardFrame } from './WizardFrame';
import { WizardNav } from './WizardNav';

export interface WizardScreenProps {
  parts: SpotWizardParts;
  api: SpotWizardApi;
  showAccountBanner: boolean;
  onNavigate?: (path: string) => void;
  onOrderCreated?: (order: { id: number }) => void;
}

/**
 * The wizard inside its providers: banners, the stepper, the current step, Voltar/forward and the dialogs. Its
 * environment's requests are started by the shell (WizardShell), beside the fetch of this screen's code.
 */
export function WizardScreen({
  parts,
  api,
  showAccountBanner,
  onNavigate,
  onOrderCreated,
}: WizardScreenProps) {
  useSignals();
  const { env, scheduling, merchandise, wizard, superBatch } = parts;
  const later = wizard.later.value;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = wizard.step.value;
  // A pasted super batch (SPEC §4) takes the steps' place until the user leaves it.
  const batchMode = superBatch.active.value;
  const firstStep = useRef(true);

  // A new step (or the batch screen) is announced by moving focus to its title (not on the first render: the
  // page just opened).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step or mode change, which it does not read.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step, batchMode]);

  const load = env.load.value;
  const customerId = env.customerId.value;
  // Step 1 is on screen: fetch the other steps' and the dialogs' code while the user fills it in; and, for the
  // one customer who may paste a super batch, the batch's.
  useEffect(() => {
    if (load.kind !== 'ready') return;
    void preloadWizardParts();
    void wizard.preloadLaterSteps();
    if (customerId !== null && canUseSuperBatch(customerId)) {
      void SuperBatchScreenPart.preload();
      void superBatch.preload();
    }
  }, [load.kind, wizard, customerId, superBatch]);

  const banner = showAccountBanner ? (env.banner.value?.message ?? null) : null;

  const finish = async () => {
    const id = await wizard.finish(api);
    if (id !== null) onOrderCreated?.({ id });
  };
  const forward = () => {
    if (step === 'summary') void finish();
    else wizard.next(api);
  };
  const recalculate = () => void wizard.recalculate(api);

  const loading = <WizardLoading />;
  // Steps 2 and 3 before their state exists: their code is still on its way, or failed to arrive.
  const laterPending = wizard.laterFailed.value ? (
    <ErrorState
      title={WIZARD_MESSAGES.partLoadErrorTitle}
      message={WIZARD_MESSAGES.partLoadErrorMessage}
      onRetry={() => wizard.retryLaterSteps(api)}
      retryLabel={WIZARD_MESSAGES.retry}
      retryAs="button"
    />
  ) : (
    loading
  );

  let body: React.ReactNode;
  if (load.kind === 'loading') {
    body = loading;
  } else if (load.kind === 'error' || load.kind === 'session-expired') {
    body = <EnvironmentFailure load={load} onRetry={() => void env.fetchEnvironment(api)} />;
  } else if (batchMode) {
    body = (
      <section className="box-spot-wizard__step" aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="box-spot-wizard__title" part="header">
          {WIZARD_MESSAGES.batchTitle}
        </h2>
        <SuperBatchScreenPart host={superBatch} onNavigate={onNavigate} onOrderCreated={onOrderCreated} />
      </section>
    );
  } else {
    const title = WIZARD_STEPS.find((s) => s.id === step)?.title ?? '';
    body = (
      <>
        <section className="box-spot-wizard__step" aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="box-spot-wizard__title" part="header">
            {title}
          </h2>
          {step === 'merchandise' ? (
            <MerchandiseStep merchandise={merchandise} scheduling={scheduling} env={env} />
          ) : null}
          {step !== 'merchandise' && !later ? laterPending : null}
          {step === 'vehicle' && later ? (
            <VehicleStepPart slice={later.vehicle} onRetry={() => void later.vehicle.fetchVehicles(api)} />
          ) : null}
          {step === 'summary' && later ? (
            <SummaryStepPart
              scheduling={scheduling}
              merchandise={merchandise}
              vehicle={later.vehicle}
              summary={later.summary}
              list={
                <MerchandiseListPart
                  items={merchandise.items.value}
                  distanceKm={merchandise.distanceKm.value}
                  readOnly
                />
              }
              onRecalculate={recalculate}
            />
          ) : null}
        </section>
        <WizardNav
          step={step}
          canGoBack={wizard.canGoBack.value}
          canGoForward={wizard.canGoForward.value}
          blockers={wizard.forwardBlockers.value}
          busy={later?.summary.finishState.value.kind === 'submitting'}
          onBack={wizard.back}
          onForward={forward}
        />
        {/* Closed, the dialogs render nothing: their code is only needed once a quote or a finish started. */}
        {later &&
        (later.summary.estimateErrorOpen.value || later.summary.finishState.value.kind !== 'idle') ? (
          <FinishModalsPart
            summary={later.summary}
            onRecalculate={recalculate}
            onRetryFinish={() => void finish()}
            onDone={() => onNavigate?.(MONITORING_PATH)}
          />
        ) : null}
      </>
    );
  }

  return (
    <WizardFrame banner={banner} steps={batchMode ? null : wizard.steps.value}>
      {body}
    </WizardFrame>
  );
}
