import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { useApp } from '../appContext';
import { AccountBanners } from './AccountBanners';
import { Header } from './Header';
import { Sidebar } from './Sidebar';

interface LayoutProps {
  /** A page shown alone (the blank page): no header, sidebar or banners. */
  bare: boolean;
  pathname: string;
  children: ReactNode;
}

export function Layout({ bare, pathname, children }: LayoutProps) {
  useSignals();
  const { session, embedded } = useApp();
  const user = session.user.value;
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // After an in-app navigation, screen readers and keyboards start at the new content, as after a page load.
  useEffect(() => {
    if (pathname !== firstPath.current) mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  if (bare) return <>{children}</>;
  return (
    <div className="box-app">
      <a className="box-skip" href="#conteudo">
        Pular para o conteúdo
      </a>
      {/* Embedded in a same-origin parent, the parent's header is the one the user sees. */}
      {user && !embedded && <Header user={user} pathname={pathname} />}
      {user && <AccountBanners account={user.account} />}
      <div className="box-app__body">
        {user && <Sidebar user={user} flags={session.flags.value} pathname={pathname} />}
        <main id="conteudo" ref={mainRef} tabIndex={-1} className="box-app__main">
          {children}
        </main>
      </div>
    </div>
  );
}
