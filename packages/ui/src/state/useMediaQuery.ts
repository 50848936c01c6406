import { useSyncExternalStore } from 'react';

const matches = (query: string) => globalThis.matchMedia?.(query).matches ?? false;

/**
 * Whether a media query matches now, following its changes (a phone turned sideways, a window resized past a
 * breakpoint). False where there is no `matchMedia` (server rendering).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
