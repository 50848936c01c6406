import type { WizardStep } from '@box/core';
import { Button } from '@box/ui';
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
  busy = false,
  onBack,
  onForward,
}: WizardNavProps) {
  return (
    <div className="box-spot-wizard__nav">
      {step !== 'merchandise' ? (
        <Button variant="secondary" disabled={!canGoBack} onClick={onBack}>
          {WIZARD_MESSAGES.back}
        </Button>
      ) : null}
      <Button disabled={!canGoForward} loading={busy} onClick={onForward}>
        {FORWARD_LABEL[step]}
      </Button>
    </div>
  );
}
