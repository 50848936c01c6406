import { useApp } from '../appContext';
import { LegacyFrame } from '../frame/LegacyFrame';
import type { PageProps } from './pageProps';

/**
 * A legacy server-rendered page; the frame landing on the server login means our user info is stale, and the
 * frame moving to another legacy page (a form answered in it) moves the portal's address with it.
 */
export default function LegacyPage({ route, location }: PageProps) {
  const { session, router } = useApp();
  return (
    <LegacyFrame
      key={location.pathname + location.search}
      pathname={location.pathname}
      search={location.search}
      title={route.title}
      onLoginPage={() => session.clearUser(location.pathname)}
      // The page the frame moved to replaces this one in the address bar (and in history).
      onMoved={(path) => router.navigate(path, { replace: true })}
    />
  );
}
