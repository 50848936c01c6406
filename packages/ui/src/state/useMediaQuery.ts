import { useCallback, useMemo, useSyncExternalStore } from 'react';

const onServer = () => false;

/**
 * Whether a media query matches now, following its changes (a phone turned sideways, a window resized past a
 * breakpoint). False where there is no `matchMedia` (server rendering). One MediaQueryList and one listener per
 * component and query: React subscribes again only when the query changes, not at every render.
 */
export function useMediaQuery(query: string): boolean {
  const list = useMemo(() => globalThis.matchMedia?.(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  const matches = useCallback(() => list?.matches ?? false, [list]);
  return useSyncExternalStore(subscribe, matches, onServer);
}
