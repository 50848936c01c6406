import { API_BASE_PATH, createApiClient } from '@box/core/api';
import { BoxRoot, boxUiSheets } from '@box/ui';
import { useEffect, useState } from 'react';
import { AppContext, type AppServices } from './appContext';
import { RouteView } from './routes/RouteView';
import { createRouter } from './routes/router';
import { SessionExpiredAlert } from './session/SessionExpiredAlert';
import { createSessionStore } from './session/store';
import { isSameOriginEmbedded } from './shell/embedding';
import type { Preloaded } from './ssr/preloaded';
import './shell/shell.css';

// One <style> per primitive: a widget's React export that lists some of them again adds no duplicate.
const STYLES = boxUiSheets;

export interface AppProps {
  /** Default '/jade/api'. */
  apiBase?: string;
  /** Replaces the network in tests; passed on to the widgets. */
  fetch?: typeof fetch;
  /** Full page loads (login redirects); `window.location.assign` by default. */
  assign?: (url: string) => void;
  win?: Window;
  /** The answer a server-rendered page was rendered with: its page starts from it (see ssr/). */
  preloaded?: Preloaded | null;
}

export function App({ apiBase = API_BASE_PATH, fetch, assign, win = window, preloaded = null }: AppProps) {
  const [services] = useState<AppServices>(() => {
    // No onSessionExpired here: a 401 from GET /me only means "not signed in", which the guard handles.
    const identityApi = createApiClient({ baseUrl: apiBase, fetch, cookies: () => document.cookie });
    return {
      router: createRouter(win),
      session: createSessionStore(identityApi),
      embedded: isSameOriginEmbedded(win),
      apiBase,
      fetch,
      assign: assign ?? ((url) => win.location.assign(url)),
      win,
      preloaded,
    };
  });

  useEffect(() => services.router.start(), [services]);

  return (
    <AppContext.Provider value={services}>
      {/* One design-system root for every page; widgets inside collapse into it instead of nesting. */}
      <BoxRoot styles={STYLES}>
        <RouteView />
      </BoxRoot>
      {/* A root of its own: fixed to the viewport, not to the app's container-query box. */}
      <BoxRoot styles={STYLES}>
        <SessionExpiredAlert />
      </BoxRoot>
    </AppContext.Provider>
  );
}
