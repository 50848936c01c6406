import { type RefObject, useEffect, useState } from 'react';

/**
 * The width of the element in `ref` (the window's until it is laid out), following window resizes: the map's
 * fit padding is a share of the page's width, and an embedded widget's page is its own box, not the window.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, mounted: boolean): number {
  const [width, setWidth] = useState(() => globalThis.innerWidth ?? 0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `mounted` re-measures once the element exists (loading and error states render none)
  useEffect(() => {
    const measure = () => setWidth(ref.current?.clientWidth || globalThis.innerWidth || 0);
    measure();
    globalThis.addEventListener?.('resize', measure);
    return () => globalThis.removeEventListener?.('resize', measure);
  }, [ref, mounted]);
  return width;
}
