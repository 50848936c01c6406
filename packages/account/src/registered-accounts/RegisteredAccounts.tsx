import { type ApiSettings, defineBoxWidget } from '@box/ui';
import { accountApi } from '../api';
import { ACCOUNT_STYLES } from '../styles';
import { AccountsScreen } from './AccountsScreen';

export interface RegisteredAccountsProps extends ApiSettings {
  /** Where the user asked to go (a retailer's users or receipts, the new account form); the host decides. */
  onNavigate?: (path: string) => void;
}

/**
 * SPEC §2 registered accounts (/contas-cadastradas, super admin only) as a React component: the retailers with
 * links to their users and receipts, a search, and 'Cadastrar nova conta'.
 */
export const RegisteredAccounts = defineBoxWidget({
  api: accountApi,
  styles: ACCOUNT_STYLES,
  screen: ({ onNavigate }: RegisteredAccountsProps) => <AccountsScreen onNavigate={onNavigate} />,
});
