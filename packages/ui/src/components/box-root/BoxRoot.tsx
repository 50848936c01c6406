import { createContext, type ReactNode, type RefObject, useContext, useLayoutEffect, useRef } from 'react';
import { adoptStyles, stylesRootOf } from '../../widget/adoptStyles';

interface BoxRootScope {
  /** True inside a widget's shadow root, whose stylesheets the element adopted already. */
  stylesAdopted: boolean;
  /** The outer `.box-root` element: where nested roots find the page (or shadow root) to adopt their sheets in. */
  anchor: RefObject<HTMLElement | null> | null;
  /** Sheets of nested roots that mounted with the outer one, before its element was in place: it adopts them. */
  waiting: string[];
}

const BoxRootContext = createContext<BoxRootScope | null>(null);

export interface BoxRootProps {
  /** CSS texts this subtree needs (e.g. `boxUiCss` plus a widget's own). Ignored inside a shadow root. */
  styles?: readonly string[];
  className?: string;
  children?: ReactNode;
}

/** Adopts the sheets in the root the anchor is rendered in; false while the anchor is not in place yet. */
function adoptAt(anchor: RefObject<HTMLElement | null> | null, styles: readonly string[]): boolean {
  const node = anchor?.current;
  const root = node ? stylesRootOf(node) : null;
  if (root) adoptStyles(root, styles);
  return root !== null;
}

/**
 * The `.box-root` element every design token and primitive class is scoped under. Nested roots collapse into
 * the outer one (a widget's React export inside a host that already wraps its page), and inside a shadow root
 * the sheets are not added again because the element adopted them.
 *
 * Its sheets are adopted by the root it renders in (the page, or an app's own shadow root), once per text however
 * many widgets list them, before the first paint: constructed sheets rather than `<style>` elements, so a React
 * app under `style-src 'self'` gets the widgets styled, as the elements do (issue 17).
 */
export function BoxRoot({ styles = [], className, children }: BoxRootProps) {
  const scope = useContext(BoxRootContext);
  const own = useRef<HTMLDivElement>(null);
  const ownScope = useRef<BoxRootScope>({ stylesAdopted: false, anchor: own, waiting: [] }).current;
  // No dependencies: a new list of the same texts costs a lookup each, and a changed one is adopted at once.
  useLayoutEffect(() => {
    if (scope?.stylesAdopted) return;
    // Layout effects run children first: a nested root mounting with the outer one leaves its sheets to it.
    if (scope) {
      if (!adoptAt(scope.anchor, styles)) scope.waiting.push(...styles);
      return;
    }
    adoptAt(own, [...styles, ...ownScope.waiting.splice(0)]);
  });
  if (scope) return children;
  return (
    <BoxRootContext value={ownScope}>
      <div ref={own} className={className ? `box-root ${className}` : 'box-root'}>
        {children}
      </div>
    </BoxRootContext>
  );
}

const shadowScope: BoxRootScope = { stylesAdopted: true, anchor: null, waiting: [] };

/**
 * Marks a subtree as rendered inside a widget's shadow root, whose mount point is already the `.box-root` and
 * whose stylesheets are adopted: `<BoxRoot>` inside it adds neither a wrapper nor sheets.
 */
export function ShadowRootScope({ children }: { children?: ReactNode }) {
  return <BoxRootContext value={shadowScope}>{children}</BoxRootContext>;
}
