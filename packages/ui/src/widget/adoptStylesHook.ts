import { type RefObject, useLayoutEffect } from 'react';
import { adoptStyles, stylesRootOf } from './adoptStyles';

/**
 * A component's own CSS, adopted (`adoptStyles`) into the root its node is rendered in before its first paint:
 * the element's shadow root, or the page for a widget's React export. For what arrives later than the element's
 * first sheet (a lazy chunk, the map) and for markup that must work in both places. `styles` should keep its
 * identity between renders (a module constant).
 */
export function useAdoptedStyles(ref: RefObject<Node | null>, styles: readonly string[]): void {
  useLayoutEffect(() => {
    const root = ref.current && stylesRootOf(ref.current);
    if (root) adoptStyles(root, styles);
  }, [ref, styles]);
}
