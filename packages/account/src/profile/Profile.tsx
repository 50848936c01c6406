import type { EmailReports } from '@box/core';
import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createAccountApi } from '../api';
import { ACCOUNT_STYLES } from '../styles';
import { ProfileScreen } from './ProfileScreen';

export interface ProfileProps {
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
  /** PATCH /users/{id} saved the e-mail report choices. */
  onPreferencesSaved?: (reports: EmailReports) => void;
  /** PATCH /users/{id} changed the password (the person's other sessions are over). */
  onPasswordChanged?: () => void;
}

/**
 * The profile of SPEC §2 (/perfil) as a React component: who is signed in, the e-mail report checkboxes and the
 * change-password form. It only ever changes the signed-in person's own settings.
 */
export function Profile({
  apiBase,
  fetch,
  onSessionExpired,
  onPreferencesSaved,
  onPasswordChanged,
}: ProfileProps) {
  return (
    <BoxRoot styles={ACCOUNT_STYLES}>
      <ApiClientProvider
        createClient={createAccountApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <ProfileScreen onPreferencesSaved={onPreferencesSaved} onPasswordChanged={onPasswordChanged} />
      </ApiClientProvider>
    </BoxRoot>
  );
}
