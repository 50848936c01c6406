import { type RefObject, useLayoutEffect } from 'react';

/** One constructed sheet per CSS text for the page, shared by every root that adopts it. */
const constructed = new Map<string, CSSStyleSheet>();

type SheetRoot = (Document | ShadowRoot) & { adoptedStyleSheets: CSSStyleSheet[] };

function canConstruct(root: Node): root is SheetRoot {
  return (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet !== 'undefined' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

/**
 * Adds the lazily loaded section's sheets to the root it renders in (the element's shadow root, or the page for
 * the React export) before its first paint: the widget's first load then carries none of its CSS. Constructed
 * sheets where the browser has them (no page CSP applies to them, as for the element's own sheets), else one
 * `<style>` per text. Every rule is scoped under `.box-root`, so adding them to a page styles nothing else.
 */
export function useSectionSheets(ref: RefObject<HTMLElement | null>, styles: readonly string[]): void {
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode();
    const texts = styles.filter(Boolean);
    if (canConstruct(root)) {
      const missing = texts
        .map((css) => {
          let sheet = constructed.get(css);
          if (!sheet) {
            sheet = new CSSStyleSheet();
            sheet.replaceSync(css);
            constructed.set(css, sheet);
          }
          return sheet;
        })
        .filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
      if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
      return;
    }
    const parent = root instanceof ShadowRoot ? root : node.ownerDocument.head;
    for (const css of texts) {
      const present = [...parent.querySelectorAll('style[data-box-section]')].some(
        (s) => s.textContent === css,
      );
      if (present) continue;
      const style = node.ownerDocument.createElement('style');
      style.dataset.boxSection = '';
      style.textContent = css;
      parent.append(style);
    }
  }, [ref, styles]);
}
