import { createContext, useContext, useLayoutEffect } from 'react';

// The own CSS of the parts loaded later (steps 2 and 3, the finish dialogs) travels in their chunks instead of
// the element's first sheet. When a part mounts, its sheets are added after every sheet already there, which is
// where the first sheet had them, so the cascade is the same as when everything came at once.

/** The root the wizard renders in (the element's shadow root, or the page's document); null until known. */
export const PartSheetsRootContext = createContext<Document | ShadowRoot | null>(null);

/** One constructed sheet per CSS text, shared by every wizard on the page. */
const constructed = new Map<string, CSSStyleSheet>();

function canAdopt(root: Document | ShadowRoot): boolean {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

function sheetFor(css: string): CSSStyleSheet {
  let sheet = constructed.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    constructed.set(css, sheet);
  }
  return sheet;
}

/** The root a node is rendered in, when it is a document or a shadow root (not a detached tree). */
export function sheetsRootOf(node: Node): Document | ShadowRoot | null {
  const root = node.getRootNode();
  return root.nodeType === Node.DOCUMENT_NODE || root.nodeType === Node.DOCUMENT_FRAGMENT_NODE
    ? (root as Document | ShadowRoot)
    : null;
}

/**
 * Adds CSS texts to a root once each, after its other sheets: constructed sheets where the browser has them,
 * `<style>` elements (in the shadow root, or the document's head) otherwise.
 */
export function adoptPartSheets(root: Document | ShadowRoot, sheets: readonly string[]): void {
  if (canAdopt(root)) {
    const current = root.adoptedStyleSheets;
    const added = sheets.map(sheetFor).filter((sheet) => !current.includes(sheet));
    if (added.length > 0) root.adoptedStyleSheets = [...current, ...added];
    return;
  }
  const parent = 'head' in root ? root.head : root;
  for (const css of sheets) {
    const present = Array.from(parent.querySelectorAll('style[data-box-part-sheet]')).some(
      (style) => style.textContent === css,
    );
    if (present) continue;
    const style = (root.ownerDocument ?? (root as Document)).createElement('style');
    style.dataset.boxPartSheet = '';
    style.textContent = css;
    parent.append(style);
  }
}

/**
 * A lazily loaded part's own sheets, adopted into the wizard's root before the part is painted. Outside a
 * wizard (a story or a test of the part alone) it does nothing: the page brings every sheet.
 */
export function usePartSheets(sheets: readonly string[]): void {
  const root = useContext(PartSheetsRootContext);
  useLayoutEffect(() => {
    if (root) adoptPartSheets(root, sheets);
  }, [root, sheets]);
}
