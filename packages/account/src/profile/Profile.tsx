import type { EmailReports } from '@box/core/schemas';
import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { accountApi } from '../api';
import { ACCOUNT_STYLES } from '../styles';
import { ProfileScreen } from './ProfileScreen';

export interface ProfileProps extends ApiSettings {
  /** PATCH /users/{id} saved the e-mail report choices. */
  onPreferencesSaved?: (reports: EmailReports) => void;
  /** PATCH /users/{id} changed the password (the person's other sessions are over). */
  onPasswordChanged?: () => void;
}

/**
 * The profile of SPEC §2 (/perfil) as a React component: who is signed in, the e-mail report checkboxes and the
 * change-password form. It only ever changes the signed-in person's own settings.
 */
export const Profile = defineBoxWidget({
  api: accountApi,
  styles: ACCOUNT_STYLES,
  screen: ({ onPreferencesSaved, onPasswordChanged }: ProfileProps) => (
    <ProfileScreen onPreferencesSaved={onPreferencesSaved} onPasswordChanged={onPasswordChanged} />
  ),
});
