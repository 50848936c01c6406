import { useStore } from '@box/ui';
import { createSpotWizard } from './createSpotWizard';
import { WizardScreen } from './WizardScreen';
import type { WizardShellProps } from './WizardShell';

// Imported only with `import()` (WizardShell): step 1, the wizard's store and everything they reach are a chunk
// fetched beside the wizard's first requests, which step 1 waits for anyway.

/** The wizard's parts, made around the environment the shell is loading, and its screen. */
export function LoadedWizard({ env, api, ...props }: WizardShellProps) {
  const parts = useStore(() => createSpotWizard(api, { env }));
  return <WizardScreen parts={parts} api={api} {...props} />;
}
