/**
 * The little of `Window` the app reads while rendering (the router's location, the embedding check, the share
 * link's origin), for rendering on the server. Everything else the app does with its window (history, listeners,
 * the title) happens in effects, which the server never runs; calling one of those here is a bug, so it throws.
 */
export function serverWindow(href: string): Window {
  const url = new URL(href);
  const location = {
    href: url.href,
    origin: url.origin,
    protocol: url.protocol,
    host: url.host,
    hostname: url.hostname,
    port: url.port,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
  };
  const win: Record<string, unknown> = { location };
  // A top-level page: its parent is itself (shell/embedding.ts).
  win.parent = win;
  win.top = win;
  return new Proxy(win, {
    get(target, name) {
      if (name in target || typeof name === 'symbol') return target[name as string];
      throw new Error(`window.${name} não existe ao renderizar no servidor`);
    },
  }) as unknown as Window;
}
