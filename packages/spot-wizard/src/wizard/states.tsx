import { ErrorState, Spinner } from '@box/ui';
import { WIZARD_MESSAGES } from '../messages/wizard';
import type { EnvironmentLoad } from './environment';

/** The wizard's loading state: before its data, and where a step's code is on its way. */
export function WizardLoading() {
  return (
    <div className="box-spot-wizard__loading">
      <Spinner label={WIZARD_MESSAGES.loading} />
    </div>
  );
}

/** Why the wizard could not open: its data failed to load (with a retry), or the session ended. */
export function EnvironmentFailure({
  load,
  onRetry,
}: {
  load: Extract<EnvironmentLoad, { kind: 'error' | 'session-expired' }>;
  onRetry: () => void;
}) {
  return load.kind === 'error' ? (
    <ErrorState
      title={WIZARD_MESSAGES.loadErrorTitle}
      message={WIZARD_MESSAGES.loadErrorMessage}
      onRetry={onRetry}
      retryLabel={WIZARD_MESSAGES.retry}
      retryAs="button"
    />
  ) : (
    <ErrorState title={WIZARD_MESSAGES.sessionTitle} message={WIZARD_MESSAGES.sessionMessage} />
  );
}
