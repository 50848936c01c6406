import type { WizardStep } from '@box/core/rules';
import { Button } from '@box/ui';
import { useId } from 'react';
import { WIZARD_MESSAGES } from '../messages/wizard';

const FORWARD_LABEL: Record<WizardStep, string> = {
  merchandise: WIZARD_MESSAGES.next,
  vehicle: WIZARD_MESSAGES.quote,
  summary: WIZARD_MESSAGES.finish,
};

export interface WizardNavProps {
  step: WizardStep;
  canGoBack: boolean;
  canGoForward: boolean;
  /** Why the forward button is disabled: said beside it (and describing it), so it is never a silent no. */
  blockers?: readonly string[];
  /** The forward action is running (the order is being placed). */
  busy?: boolean;
  onBack: () => void;
  onForward: () => void;
}

/** Voltar and the step's forward button (Próximo, Obter cotação, Finalizar pedido) with SPEC §4's rules. */
export function WizardNav({
  step,
  canGoBack,
  canGoForward,
  blockers = [],
  busy = false,
  onBack,
  onForward,
}: WizardNavProps) {
  const whyId = useId();
  const why = !canGoForward && !busy && blockers.length > 0;
  return (
    <div className="box-spot-wizard__nav">
      {/* Polite: a reason that changes as the user fixes things is read out without taking the focus. */}
      <div id={whyId} className="box-spot-wizard__why" aria-live="polite">
        {why ? blockers.join(' ') : null}
      </div>
      {step !== 'merchandise' ? (
        <Button variant="secondary" disabled={!canGoBack} onClick={onBack}>
          {WIZARD_MESSAGES.back}
        </Button>
      ) : null}
      <Button
        disabled={!canGoForward}
        loading={busy}
        onClick={onForward}
        aria-describedby={why ? whyId : undefined}
      >
        {FORWARD_LABEL[step]}
      </Button>
    </div>
  );
}
