import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders on the server and while the browser hydrates that HTML, true on every render after
 * (and from the start where nothing was server-rendered). A lazy part rendered only once this is true never sits
 * in the server's HTML as a boundary still waiting for its code, which an update reaching it (a media query that
 * differs from the server's guess, a refresh) would make React throw away and render again.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
