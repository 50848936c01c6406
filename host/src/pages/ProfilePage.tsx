import { Profile } from '@box/account';
import { ROLE } from '@box/core/schemas';
import { FinanceInfoForm } from '@box/spot-wizard/finance';
import { useSignals } from '@preact/signals-react/runtime';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/** Who may keep the account's finance info (PATCH /customers is for a shipper's staff: roles 1 and 2). */
const keepsFinanceInfo = (roleId: number | undefined) => roleId === ROLE.SUPER_ADMIN || roleId === ROLE.ADMIN;

/**
 * /perfil: the person's own settings (the account package's profile) and, for a shipper's staff, the account's
 * finance info, through the spot-wizard package's public form (the same one the wizard opens), starting from
 * what is on file. Both through their public exports, as an integrator would use them.
 */
export default function ProfilePage({ route }: PageProps) {
  useSignals();
  const { session, apiBase, fetch } = useApp();
  const roleId = session.user.value?.person.roleId;
  return (
    <section className="box-page box-page--narrow">
      <h1>{route.title}</h1>
      <Profile apiBase={apiBase} fetch={fetch} onSessionExpired={session.markExpired} />
      {keepsFinanceInfo(roleId) ? (
        <section className="box-page__section" aria-labelledby="box-profile-finance">
          <h2 id="box-profile-finance" className="box-page__section-title">
            Dados financeiros da empresa
          </h2>
          <p className="box-page__section-intro">
            Usados na cobrança dos serviços. Precisam estar completos para finalizar uma solicitação.
          </p>
          <FinanceInfoForm
            apiBase={apiBase}
            fetch={fetch}
            onSessionExpired={session.markExpired}
            loadCurrent
          />
        </section>
      ) : null}
    </section>
  );
}
