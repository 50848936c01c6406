import type { EmailReports } from '@box/core/schemas';
import { ROLE } from '@box/core/schemas';
import { ErrorState, useStore } from '@box/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { accountApi } from '../api';
import { LazyIntegrations } from '../integrations/LazyIntegrations';
import { MESSAGES } from '../messages';
import { AccountSummary } from './AccountSummary';
import { EmailReportsForm } from './EmailReportsForm';
import { PasswordForm } from './PasswordForm';
import { ProfileLoading } from './ProfileLoading';
import { createProfileStore } from './store';

export interface ProfileScreenProps {
  onPreferencesSaved?: (reports: EmailReports) => void;
  onPasswordChanged?: () => void;
}

/** The account's admins (super admin, admin) keep its API keys and webhooks; drivers and others never see them. */
const managesIntegrations = (roleId: number) => roleId === ROLE.SUPER_ADMIN || roleId === ROLE.ADMIN;

/** The profile inside its providers: loads the person (GET /me) and shows whichever state it is in. */
export function ProfileScreen({ onPreferencesSaved, onPasswordChanged }: ProfileScreenProps) {
  useSignals();
  const api = accountApi.useApi();
  const store = useStore(createProfileStore);

  useEffect(() => {
    void store.fetchUser(api);
  }, [store, api]);

  const load = store.load.value;
  return (
    <div className="box-profile" aria-busy={load.kind === 'loading'}>
      {load.kind === 'loading' && <ProfileLoading />}
      {load.kind === 'failed' && (
        <ErrorState
          title={MESSAGES.profile.loadFailedTitle}
          message={MESSAGES.profile.loadFailedMessage}
          onRetry={() => void store.fetchUser(api)}
          retryLabel={MESSAGES.retry}
        />
      )}
      {load.kind === 'session-expired' && (
        <ErrorState title={MESSAGES.sessionTitle} message={MESSAGES.sessionMessage} />
      )}
      {load.kind === 'loaded' && (
        <>
          <AccountSummary user={load.user} />
          <EmailReportsForm
            store={store}
            onSave={async () => {
              const saved = await store.saveReports(api);
              if (saved) onPreferencesSaved?.(saved);
            }}
          />
          <PasswordForm
            store={store}
            onSubmit={async () => {
              if (await store.changePassword(api)) onPasswordChanged?.();
            }}
          />
          {managesIntegrations(load.user.person.roleId) ? <LazyIntegrations /> : null}
        </>
      )}
    </div>
  );
}
