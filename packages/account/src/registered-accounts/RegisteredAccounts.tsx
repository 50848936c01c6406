import { ApiClientProvider, BoxRoot } from '@box/ui';
import { createAccountApi } from '../api';
import { ACCOUNT_STYLES } from '../styles';
import { AccountsScreen } from './AccountsScreen';

export interface RegisteredAccountsProps {
  /** Base of the API; default '/jade/api'. */
  apiBase?: string;
  /** A replacement `fetch` (tests, stories, a host with its own transport). */
  fetch?: typeof fetch;
  /** Where the user asked to go (a retailer's users or receipts, the new account form); the host decides. */
  onNavigate?: (path: string) => void;
  /** The API answered 401: the host should send the user to log in again. */
  onSessionExpired?: () => void;
}

/**
 * SPEC §2 registered accounts (/contas-cadastradas, super admin only) as a React component: the retailers with
 * links to their users and receipts, a search, and 'Cadastrar nova conta'.
 */
export function RegisteredAccounts({
  apiBase,
  fetch,
  onNavigate,
  onSessionExpired,
}: RegisteredAccountsProps) {
  return (
    <BoxRoot styles={ACCOUNT_STYLES}>
      <ApiClientProvider
        createClient={createAccountApi}
        apiBase={apiBase}
        fetch={fetch}
        onSessionExpired={onSessionExpired}
      >
        <AccountsScreen onNavigate={onNavigate} />
      </ApiClientProvider>
    </BoxRoot>
  );
}
