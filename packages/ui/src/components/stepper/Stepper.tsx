import type { ReactNode } from 'react';

export interface StepperStep {
  id: string;
  title: string;
  subtitle?: ReactNode;
  done?: boolean;
  active?: boolean;
}

export interface StepperProps {
  steps: readonly StepperStep[];
  /** Accessible name of the list (e.g. 'Etapas da solicitação'). */
  label: string;
}

/** Numbered steps of a wizard, each with its subtitle; the active one is marked aria-current="step". */
export function Stepper({ steps, label }: StepperProps) {
  return (
    <ol className="box-stepper" aria-label={label}>
      {steps.map((step, index) => {
        const state = step.active ? 'active' : step.done ? 'done' : 'todo';
        return (
          <li
            key={step.id}
            className={`box-stepper__step box-stepper__step--${state}`}
            aria-current={step.active ? 'step' : undefined}
          >
            <span className="box-stepper__marker" aria-hidden="true">
              {step.done && !step.active ? '✓' : index + 1}
            </span>
            <span className="box-stepper__text">
              <span className="box-stepper__title">
                {step.title}
                {step.done ? <span className="box-sr-only"> (concluída)</span> : null}
              </span>
              {step.subtitle ? <span className="box-stepper__subtitle">{step.subtitle}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
