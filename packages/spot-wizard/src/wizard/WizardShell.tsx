import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import type { SpotWizardApi } from '../api';
import type { WizardEnvironmentStore } from './environment';
import { FIRST_STEPS } from './firstSteps';
import { lazyPart } from './lazyPart';
import { EnvironmentFailure, WizardLoading } from './states';
import { WizardFrame } from './WizardFrame';

// The library's first load (issue 19) is this shell: the element, the API client and the wizard's first
// requests (GET /me, the active experiments, GET /spots/config). Step 1 and the wizard's store are a chunk
// (./LoadedWizard) fetched beside those requests: step 1 cannot be drawn before they answer anyway.

export interface WizardShellProps {
  env: WizardEnvironmentStore;
  api: SpotWizardApi;
  showAccountBanner: boolean;
  onNavigate?: (path: string) => void;
  onOrderCreated?: (order: { id: number }) => void;
}

/** While the wizard's code is on its way: the frame the screen draws, with its loading state or why it failed. */
function ShellFrame({ env, api, showAccountBanner, children }: WizardShellProps & { children: ReactNode }) {
  useSignals();
  const load = env.load.value;
  const banner = showAccountBanner ? (env.banner.value?.message ?? null) : null;
  return (
    <WizardFrame banner={banner} steps={FIRST_STEPS}>
      {load.kind === 'error' || load.kind === 'session-expired' ? (
        <EnvironmentFailure load={load} onRetry={() => void env.fetchEnvironment(api)} />
      ) : (
        children
      )}
    </WizardFrame>
  );
}

/** The wizard's screen from `load`; until it is in, the shell's frame with the loading state (or the load's error). */
export const wizardScreenPart = (load: () => Promise<ComponentType<WizardShellProps>>) =>
  lazyPart<WizardShellProps>(load, <WizardLoading />, ShellFrame);

/** The wizard's screen: step 1, the store and all they reach, in a chunk of their own. */
export const WizardScreenPart = wizardScreenPart(() => import('./LoadedWizard').then((m) => m.LoadedWizard));

/**
 * Starts the wizard's first requests and, in the same commit, the fetch of its screen's code. `screen` is for
 * tests, which answer the chunk themselves.
 */
export function WizardShell({
  screen: Screen = WizardScreenPart,
  ...props
}: WizardShellProps & { screen?: ComponentType<WizardShellProps> }) {
  const { env, api } = props;
  useEffect(() => {
    void env.fetchEnvironment(api);
  }, [env, api]);
  return <Screen {...props} />;
}
