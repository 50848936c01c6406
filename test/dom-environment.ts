import { setTimeout as sleep } from 'node:timers/promises';
import type { Window as HappyWindow } from 'happy-dom';
import type { Environment } from 'vitest/environments';
import { populateGlobal } from 'vitest/environments';

/**
 * happy-dom with one window per worker instead of one per test file. The DOM projects run without isolation (a
 * worker imports their modules once, not once per file), and those modules keep what they took from the window
 * they first saw: Testing Library's `screen` its body, the custom elements their registry, adopted style sheets
 * their window's constructor. So the window stays, and between files only what a file can leave behind goes: modules
 * still loading are waited for, then the document's nodes and attributes go (custom elements disconnect, so their
 * React roots unmount), and timers and requests still pending, storage, cookies, the URL, and any global a test
 * replaced (each file gets the globals anew, as Vitest's own happy-dom environment gives them).
 */
const URL = 'http://localhost:3000/';
const KEPT = Symbol.for('box.test.window');

interface Kept {
  win: HappyWindow;
  /** The globals the last file was given, taken away before the next file gets its own. */
  keys?: Set<string>;
}

type Global = typeof globalThis & { [KEPT]?: Kept };

async function newWindow(global: Global, options: Record<string, unknown>): Promise<HappyWindow> {
  // As Vitest's own happy-dom environment builds it.
  const { Window, GlobalWindow } = await import('happy-dom');
  const happyDOM = (options.happyDOM ?? {}) as { settings?: object };
  return new (GlobalWindow || Window)({
    ...happyDOM,
    console: global.console,
    url: URL,
    settings: { ...happyDOM.settings, disableErrorCapturing: true },
  }) as unknown as HappyWindow;
}

interface LoadingModule {
  promise?: Promise<unknown>;
  evaluated?: boolean;
}

/**
 * Waits for the modules still loading: a lazy chunk a file started (a widget prefetches its next step) and did
 * not wait for. A worker fetches modules over the current file's RPC channel, which closes when the file ends; a
 * load still waiting on it would time out and leave a rejected module in the cache for every later file. Vitest
 * keeps its module cache on the worker's state (`__vitest_worker__`, not a public API).
 */
async function settleModuleLoads() {
  const state = (globalThis as { __vitest_worker__?: { moduleCache?: Map<string, LoadingModule> } })
    .__vitest_worker__;
  const cache = state?.moduleCache;
  if (!cache) return;
  // At most 30 s in all, so a load that never settles cannot hold the worker's next file forever.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const loading = [...cache.values()]
      .filter((mod) => mod.promise && !mod.evaluated)
      .map((mod) => mod.promise);
    if (loading.length === 0) return;
    const timer = new AbortController();
    const timeUp = sleep(deadline - Date.now(), undefined, { signal: timer.signal }).catch(() => undefined);
    await Promise.race([Promise.allSettled(loading), timeUp]);
    // A timer left pending would keep the worker alive after its last file.
    timer.abort();
  }
}

async function emptyWindow(win: HappyWindow) {
  await settleModuleLoads();
  const { document } = win;
  document.head.replaceChildren();
  document.body.replaceChildren();
  await win.happyDOM.abort();
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.adoptedStyleSheets = [];
  win.localStorage.clear();
  win.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  win.happyDOM.setURL(URL);
}

export default (<Environment>{
  name: 'box-dom',
  transformMode: 'web',
  async setup(global, options) {
    const g = global as Global;
    // `*.isolated.test` files (vitest.shared.ts) get a window of their own, closed when they end.
    const keep = (options.boxDom as { keepWindow?: boolean } | undefined)?.keepWindow !== false;
    if (keep && !g[KEPT]) g[KEPT] = { win: await newWindow(g, options) };
    const kept: Kept = (keep && g[KEPT]) || { win: await newWindow(g, options) };
    for (const key of g[KEPT]?.keys ?? []) delete g[key as keyof Global];
    const { keys } = populateGlobal(global, kept.win, {
      bindFunctions: true,
      additionalKeys: ['Request', 'Response', 'MessagePort', 'fetch'],
    });
    if (keep) {
      kept.keys = keys;
      // The globals stay until the next file's setup: a callback the file left running finds a window, as it
      // would in a browser, not a ReferenceError.
      return { teardown: () => emptyWindow(kept.win) };
    }
    return {
      async teardown() {
        await settleModuleLoads();
        await kept.win.happyDOM.abort();
        kept.win.close();
        for (const key of keys) delete g[key as keyof Global];
      },
    };
  },
});
