import { RegisteredAccounts } from '@box/account';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/**
 * /contas-cadastradas (super admin only; the guard sends anyone else to /not-found before this page loads): the
 * retailers through the account package's public export. Its links go through the host's router: a retailer's
 * users and receipts, and 'Cadastrar nova conta', are legacy pages in the frame.
 */
export default function RegisteredAccountsPage({ route }: PageProps) {
  const { router, session, apiBase, fetch } = useApp();
  return (
    <section className="box-page">
      <h1 className="box-page__hidden-title">{route.title}</h1>
      <RegisteredAccounts
        apiBase={apiBase}
        fetch={fetch}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}
