import { API_BASE_PATH } from '@box/core/api';
import { type ReadonlySignal, signal } from '@preact/signals-react';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}
export type Params = Record<string, string>;
export interface RouteMatch<R> {
  route: R;
  params: Params;
}

/** Paths the server answers itself (API, legacy pages, widget bundles): links to them load for real. */
const SERVER_PREFIXES = ['/_ssr/', `${API_BASE_PATH}/`, '/widgets/'];

function segments(path: string): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part; // a malformed escape is kept as typed; it simply will not match a static segment
      }
    });
}

/** Matches '/a/:id/b' and a final '*' (one or more segments, kept in params['*']); null when no match. */
export function matchPath(pattern: string, pathname: string): Params | null {
  const want = segments(pattern);
  const got = segments(pathname);
  const params: Params = {};
  for (const [i, part] of want.entries()) {
    if (part === '*') {
      if (got.length <= i) return null;
      params['*'] = got.slice(i).join('/');
      return params;
    }
    const value = got[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return got.length === want.length ? params : null;
}

/** First route whose pattern matches wins. */
export function matchRoute<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R> | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

function anchorOf(event: MouseEvent): HTMLAnchorElement | null {
  // composedPath() also sees anchors inside a widget's shadow root.
  for (const node of event.composedPath()) {
    const el = node as Element;
    if (el.localName === 'a' && el.hasAttribute?.('href')) return el as HTMLAnchorElement;
  }
  return null;
}

function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** A small history-mode router: one per app root, its location a signal the shell and pages read. */
export function createRouter(win: Window = window) {
  const read = (): AppLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
  });
  const location = signal(read());

  function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
    const url = new URL(to, win.location.href);
    if (url.origin !== win.location.origin) {
      win.location.assign(url.href);
      return;
    }
    const target = url.pathname + url.search + url.hash;
    if (replace) win.history.replaceState(null, '', target);
    else win.history.pushState(null, '', target);
    location.value = read();
    if (!replace) win.scrollTo?.(0, 0);
  }

  const onPopState = () => {
    location.value = read();
  };

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    const anchor = anchorOf(event);
    if (!anchor) return;
    const target = anchor.getAttribute('target');
    if ((target && target !== '_self') || anchor.hasAttribute('download')) return;
    if (anchor.getAttribute('rel')?.split(/\s+/).includes('external')) return;
    const url = new URL(anchor.href, win.location.href);
    if (url.origin !== win.location.origin) return;
    if (SERVER_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
    const here = read();
    // A jump to an anchor on this same page is the browser's job.
    if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
    event.preventDefault();
    navigate(url.href);
  };

  function start(): () => void {
    win.addEventListener('popstate', onPopState);
    win.document.addEventListener('click', onClick);
    return stop;
  }

  function stop(): void {
    win.removeEventListener('popstate', onPopState);
    win.document.removeEventListener('click', onClick);
  }

  return { location: location as ReadonlySignal<AppLocation>, navigate, start, stop };
}

export type Router = ReturnType<typeof createRouter>;
