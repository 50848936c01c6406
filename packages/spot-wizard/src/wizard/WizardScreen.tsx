import { WIZARD_STEPS } from '@box/core';
import { Alert, ErrorState, Spinner, Stepper } from '@box/ui';
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
  VehicleStepPart,
} from './lazyParts';
import { WizardNav } from './WizardNav';

export interface WizardScreenProps {
  parts: SpotWizardParts;
  api: SpotWizardApi;
  showAccountBanner: boolean;
  onNavigate?: (path: string) => void;
  onOrderCreated?: (order: { id: number }) => void;
}

/** The wizard inside its providers: banners, the stepper, the current step, Voltar/forward and the dialogs. */
export function WizardScreen({
  parts,
  api,
  showAccountBanner,
  onNavigate,
  onOrderCreated,
}: WizardScreenProps) {
  useSignals();
  const { env, scheduling, merchandise, vehicle, summary, wizard } = parts;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = wizard.step.value;
  const firstStep = useRef(true);

  useEffect(() => {
    void env.fetchEnvironment(api);
  }, [env, api]);

  // A new step is announced by moving focus to its title (not on the first render: the page just opened).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, which it does not read.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const load = env.load.value;
  // Step 1 is on screen: fetch the other steps' and the dialogs' code while the user fills it in.
  useEffect(() => {
    if (load.kind === 'ready') void preloadWizardParts();
  }, [load.kind]);

  const banner = showAccountBanner ? env.banner.value : null;

  const finish = async () => {
    const id = await wizard.finish(api);
    if (id !== null) onOrderCreated?.({ id });
  };
  const forward = () => {
    if (step === 'summary') void finish();
    else wizard.next(api);
  };
  const recalculate = () => void wizard.recalculate(api);

  let body: React.ReactNode;
  if (load.kind === 'loading') {
    body = (
      <div className="box-spot-wizard__loading">
        <Spinner label={WIZARD_MESSAGES.loading} />
      </div>
    );
  } else if (load.kind === 'error') {
    body = (
      <ErrorState
        title={WIZARD_MESSAGES.loadErrorTitle}
        message={WIZARD_MESSAGES.loadErrorMessage}
        onRetry={() => void env.fetchEnvironment(api)}
        retryLabel={WIZARD_MESSAGES.retry}
        retryAs="button"
      />
    );
  } else if (load.kind === 'session-expired') {
    body = <ErrorState title={WIZARD_MESSAGES.sessionTitle} message={WIZARD_MESSAGES.sessionMessage} />;
  } else {
    const title = WIZARD_STEPS.find((s) => s.id === step)?.title ?? '';
    body = (
      <>
        <section className="box-spot-wizard__step" aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="box-spot-wizard__title">
            {title}
          </h2>
          {step === 'merchandise' ? (
            <MerchandiseStep merchandise={merchandise} scheduling={scheduling} env={env} />
          ) : null}
          {step === 'vehicle' ? (
            <VehicleStepPart slice={vehicle} onRetry={() => void vehicle.fetchVehicles(api)} />
          ) : null}
          {step === 'summary' ? (
            <SummaryStepPart
              scheduling={scheduling}
              merchandise={merchandise}
              vehicle={vehicle}
              summary={summary}
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
          busy={summary.finishState.value.kind === 'submitting'}
          onBack={wizard.back}
          onForward={forward}
        />
        {/* Closed, the dialogs render nothing: their code is only needed once a quote or a finish started. */}
        {summary.estimateErrorOpen.value || summary.finishState.value.kind !== 'idle' ? (
          <FinishModalsPart
            summary={summary}
            onRecalculate={recalculate}
            onRetryFinish={() => void finish()}
            onDone={() => onNavigate?.(MONITORING_PATH)}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className="box-spot-wizard">
      {banner ? (
        <Alert tone="warning" className="box-spot-wizard__banner">
          {banner.message}
        </Alert>
      ) : null}
      <Stepper steps={wizard.steps.value} label={WIZARD_MESSAGES.stepsLabel} />
      {body}
    </div>
  );
}
