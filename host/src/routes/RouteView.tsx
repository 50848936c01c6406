import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useApp } from '../appContext';
import { PAGES } from '../pages/registry';
import { type Access, decideAccess } from '../session/guard';
import { IdentityError } from '../session/IdentityError';
import { Layout } from '../shell/Layout';
import { Loading } from '../shell/Loading';
import { PageErrorBoundary } from '../shell/PageErrorBoundary';
import { matchRoute } from './router';
import { NOT_FOUND_PATH, ROUTES } from './table';

const NOT_FOUND_TITLE = 'Página não encontrada';

/** Matches the location, applies the guard, sets the title and renders the page inside the layout. */
export function RouteView() {
  useSignals();
  const { router, session, assign, win } = useApp();
  const location = router.location.value;
  const match = matchRoute(ROUTES, location.pathname);
  const access: Access = match
    ? decideAccess(
        match.route,
        {
          status: session.status.value,
          user: session.user.value,
          flags: session.flags.value,
          clearedOnPath: session.clearedOnPath.value,
        },
        location,
      )
    : { kind: 'redirect', to: NOT_FOUND_PATH };
  const title = match?.route.title ?? NOT_FOUND_TITLE;
  const bare = match?.route.bare ?? false;
  const target = access.kind === 'redirect' ? access.to : access.kind === 'login' ? access.url : null;

  useEffect(() => {
    win.document.title = `${title} | Box`;
  }, [title, win]);

  // Public pages load the user too: a signed-in visitor still gets the header. They ask whether anyone is signed
  // in first, so that an anonymous visitor meets no 401.
  const isPublic = match?.route.public ?? false;
  useEffect(() => {
    if (!bare) void session.load({ probe: isPublic });
  }, [bare, isPublic, session]);

  useEffect(() => {
    if (target === null) return;
    if (access.kind === 'login') assign(target);
    else router.navigate(target, { replace: true });
  }, [access.kind, target, assign, router]);

  let content: ReactNode = <Loading />;
  if (access.kind === 'failed') content = <IdentityError onRetry={() => void session.reload()} />;
  else if (access.kind === 'allow' && match && match.route.page !== 'redirect') {
    const Page = PAGES[match.route.page];
    content = (
      <PageErrorBoundary key={location.pathname} onRetry={() => win.location.reload()}>
        <Suspense fallback={<Loading />}>
          <Page route={match.route} params={match.params} location={location} />
        </Suspense>
      </PageErrorBoundary>
    );
  }

  return (
    <Layout bare={bare} pathname={location.pathname}>
      {content}
    </Layout>
  );
}
