import { Alert, Stepper, type StepperStep, type StylesRoot, stylesRootOf } from '@box/ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { WIZARD_MESSAGES } from '../messages/wizard';
import { PartSheetsRootContext } from './partSheets';

export interface WizardFrameProps {
  /** The blocked/inactive account banner's text, when shown. */
  banner: string | null;
  /** The stepper's steps; null hides it (the super batch screen). */
  steps: readonly StepperStep[] | null;
  children: ReactNode;
}

/**
 * What surrounds every state of the wizard: the account banner, the stepper and the root the parts loaded later
 * adopt their sheets into. The wizard's screen draws it, and the shell draws the same while the screen's code is
 * on its way (WizardShell), so the frame does not change when the code arrives.
 */
export function WizardFrame({ banner, steps, children }: WizardFrameProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  // Where the parts loaded later adopt their own sheets: the element's shadow root, or the page.
  const [sheetsRoot, setSheetsRoot] = useState<StylesRoot | null>(null);
  useLayoutEffect(() => {
    if (rootRef.current) setSheetsRoot(stylesRootOf(rootRef.current));
  }, []);

  return (
    <div className="box-spot-wizard" ref={rootRef}>
      {banner ? (
        <Alert tone="warning" className="box-spot-wizard__banner">
          {banner}
        </Alert>
      ) : null}
      {steps ? <Stepper steps={steps} label={WIZARD_MESSAGES.stepsLabel} /> : null}
      <PartSheetsRootContext value={sheetsRoot}>{children}</PartSheetsRootContext>
    </div>
  );
}
