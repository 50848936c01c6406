import { createContext, useContext } from 'react';
import type { Router } from './routes/router';
import type { SessionStore } from './session/store';
import type { Preloaded } from './ssr/preloaded';

/** What the shell and pages share in one app root; made once in App, never a module global. */
export interface AppServices {
  router: Router;
  session: SessionStore;
  /** Running inside a same-origin parent frame (see shell/embedding.ts). */
  embedded: boolean;
  /** Base of the API for the widgets; '/jade/api' by default. */
  apiBase: string;
  /** Injected in tests; widgets receive it to reach the API. */
  fetch?: typeof fetch;
  /** Full page load; `window.location.assign` outside tests. */
  assign: (url: string) => void;
  win: Window;
  /** A server-rendered page's answer (ssr/preloaded.ts); its page hands it to the widget. */
  preloaded: Preloaded | null;
}

export const AppContext = createContext<AppServices | null>(null);

export function useApp(): AppServices {
  const services = useContext(AppContext);
  if (!services) throw new Error('useApp() fora de <App>');
  return services;
}
