import { useApp } from '../appContext';
import { LegacyFrame } from '../frame/LegacyFrame';
import type { PageProps } from './pageProps';

/** A legacy server-rendered page; the frame landing on the server login means our user info is stale. */
export default function LegacyPage({ route, location }: PageProps) {
  const { session } = useApp();
  return (
    <LegacyFrame
      key={location.pathname + location.search}
      pathname={location.pathname}
      search={location.search}
      title={route.title}
      onLoginPage={() => session.clearUser(location.pathname)}
    />
  );
}
