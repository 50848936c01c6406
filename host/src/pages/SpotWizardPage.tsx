import { SpotWizard } from '@box/spot-wizard';
import { useApp } from '../appContext';
import type { PageProps } from './pageProps';

/**
 * /spots/solicitar: the spot wizard, through its public export, wired to our router. The shell already shows the
 * blocked/inactive banner, so the widget does not repeat it.
 */
export default function SpotWizardPage({ route }: PageProps) {
  const { router, session, apiBase, fetch } = useApp();
  return (
    <section className="box-page">
      <h1>{route.title}</h1>
      <SpotWizard
        apiBase={apiBase}
        fetch={fetch}
        showAccountBanner={false}
        onNavigate={(path: string) => router.navigate(path)}
        onSessionExpired={session.markExpired}
      />
    </section>
  );
}
